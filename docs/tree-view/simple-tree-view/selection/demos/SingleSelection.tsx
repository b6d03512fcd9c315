import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        Selected item:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {selected ?? 'none'}
        </Box>
      </Typography>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['src']}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
          <TreeItem itemId="src/theme.ts" label="theme.ts" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
