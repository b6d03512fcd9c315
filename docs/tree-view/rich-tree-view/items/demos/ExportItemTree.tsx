import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const readingList: TreeViewBaseItem[] = [
  {
    id: 'novels',
    label: 'Novels',
    children: [
      { id: 'middlemarch', label: 'Middlemarch' },
      { id: 'beloved', label: 'Beloved' },
    ],
  },
  { id: 'poetry', label: 'Poetry' },
];

export default function ExportItemTree() {
  const apiRef = useTreeViewApiRef();
  const [json, setJson] = React.useState('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 370 }}>
      <Box sx={{ minWidth: 200 }}>
        <Button
          size="small"
          variant="outlined"
          sx={{ mb: 1 }}
          onClick={() => setJson(JSON.stringify(apiRef.current?.getItemTree(), null, 2))}
        >
          Export the tree
        </Button>
        <RichTreeView aria-label="Reading list" apiRef={apiRef} items={readingList} defaultExpandedItems={['novels']} />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        dir="ltr"
        tabIndex={0}
        sx={{
          m: 0,
          fontFamily: 'monospace',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          // On a phone the printout sits under the tree: keep it in a scroll box.
          maxHeight: { xs: 150, sm: 370 },
          overflowY: 'auto',
          flexGrow: 1,
        }}
      >
        {json || 'The exported items appear here.'}
      </Typography>
    </Stack>
  );
}
