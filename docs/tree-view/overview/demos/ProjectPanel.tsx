import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectPanel() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2">Launch checklist</Typography>
        <Typography variant="caption" color="text.secondary">
          3 workstreams · 7 tasks
        </Typography>
      </Box>
      <SimpleTreeView defaultExpandedItems={['design']} sx={{ p: 1 }}>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="design-review" label="Review mock-ups" />
          <TreeItem itemId="design-assets" label="Export assets" />
        </TreeItem>
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="engineering-flags" label="Remove feature flags" />
          <TreeItem itemId="engineering-load" label="Run load test" />
          <TreeItem itemId="engineering-rollback" label="Write rollback plan" />
        </TreeItem>
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="marketing-post" label="Publish announcement" />
          <TreeItem itemId="marketing-email" label="Schedule newsletter" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
