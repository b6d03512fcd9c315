import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const shortcuts = [
  { itemId: 'reports', label: 'Reports' },
  { itemId: 'reports-q1', label: 'Q1 review' },
  { itemId: 'invoices-march', label: 'March invoices' },
];

export default function FocusItemButtons() {
  // preview-start
  const apiRef = useTreeViewApiRef();
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);

  const handleShortcut = (event: React.MouseEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.itemId}
            size="small"
            variant="outlined"
            onClick={(event) => handleShortcut(event, shortcut.itemId)}
          >
            Focus {shortcut.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        onItemFocus:{' '}
        <Box component="span" dir="ltr">
          {lastFocused ?? 'not called yet'}
        </Box>
      </Typography>
      <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Shared drive"
          apiRef={apiRef}
          defaultExpandedItems={['reports']}
          onItemFocus={(_event, itemId) => setLastFocused(itemId)}
        >
          <TreeItem itemId="reports" label="Reports">
            <TreeItem itemId="reports-q1" label="Q1 review" />
            <TreeItem itemId="reports-q2" label="Q2 review" />
          </TreeItem>
          <TreeItem itemId="invoices" label="Invoices">
            <TreeItem itemId="invoices-march" label="March invoices" />
            <TreeItem itemId="invoices-april" label="April invoices" />
          </TreeItem>
          <TreeItem itemId="handbook" label="Employee handbook" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
