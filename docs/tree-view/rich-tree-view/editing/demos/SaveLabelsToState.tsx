import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { type TreeViewBaseItem, type TreeViewItemId } from '@mui/x-tree-view/models';

const initialChapters: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part I: Setting out',
    children: [
      { id: 'ch-1', label: 'The harbour' },
      { id: 'ch-2', label: 'A borrowed boat' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: Open water',
    children: [
      { id: 'ch-3', label: 'Fog' },
      { id: 'ch-4', label: 'The lighthouse keeper' },
    ],
  },
];

// Returns a copy of the tree with one label replaced.
function renameItem(items: TreeViewBaseItem[], itemId: TreeViewItemId, label: string): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    if (item.children) {
      return { ...item, children: renameItem(item.children, itemId, label) };
    }
    return item;
  });
}

function flattenLabels(items: TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.label}`,
    ...flattenLabels(item.children ?? [], depth + 1),
  ]);
}

export default function SaveLabelsToState() {
  const [chapters, setChapters] = React.useState(initialChapters);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        {/* preview-start */}
        <RichTreeView
          aria-label="Table of contents"
          items={chapters}
          defaultExpandedItems={['part-1', 'part-2']}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) => setChapters((previous) => renameItem(previous, itemId, newLabel))}
        />
        {/* preview-end */}
        <Button
          size="small"
          onClick={() => setChapters(initialChapters)}
          disabled={chapters === initialChapters}
          sx={{ mt: 1 }}
        >
          Restore original titles
        </Button>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Your data</Typography>
        <Typography
          component="pre"
          variant="body2"
          dir="ltr"
          sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {flattenLabels(chapters).join('\n')}
        </Typography>
      </Box>
    </Stack>
  );
}
