import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultExpandedTree() {
  return (
    <Box sx={{ minWidth: 250, maxHeight: 340, overflow: 'auto' }}>
      {/* "src" and "src/components" start open; everything else starts closed. */}
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'src/components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
            <TreeItem itemId="src/components/Footer.tsx" label="Footer.tsx" />
          </TreeItem>
          <TreeItem itemId="src/hooks" label="hooks">
            <TreeItem itemId="src/hooks/useCart.ts" label="useCart.ts" />
          </TreeItem>
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
