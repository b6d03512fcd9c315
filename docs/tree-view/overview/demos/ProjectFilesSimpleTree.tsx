import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectFilesSimpleTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['src', 'src-components']}
        defaultSelectedItems="src-components-header"
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-components-header" label="Header.tsx" />
            <TreeItem itemId="src-components-sidebar" label="Sidebar.tsx" />
            <TreeItem itemId="src-components-footer" label="Footer.tsx" />
          </TreeItem>
          <TreeItem itemId="src-hooks" label="hooks">
            <TreeItem itemId="src-hooks-use-session" label="useSession.ts" />
          </TreeItem>
          <TreeItem itemId="src-main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public-favicon" label="favicon.svg" />
          <TreeItem itemId="public-robots" label="robots.txt" />
        </TreeItem>
        <TreeItem itemId="package-json" label="package.json" />
        <TreeItem itemId="readme" label="README.md" disabled />
      </SimpleTreeView>
    </Box>
  );
}
