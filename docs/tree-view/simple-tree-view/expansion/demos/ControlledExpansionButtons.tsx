import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// With JSX items, you list the parent items yourself.
const parentItemIds = ['engineering', 'engineering-platform', 'marketing', 'people'];

export default function ControlledExpansionButtons() {
  // preview-start
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['engineering']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setExpandedItems(itemIds);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(parentItemIds)}
          disabled={expandedItems.length === parentItemIds.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        expandedItems:{' '}
        <Box component="span" dir="ltr">
          {JSON.stringify(expandedItems)}
        </Box>
      </Typography>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Company departments"
          expandedItems={expandedItems}
          onExpandedItemsChange={handleExpandedItemsChange}
        >
          <TreeItem itemId="engineering" label="Engineering">
            <TreeItem itemId="engineering-platform" label="Platform">
              <TreeItem itemId="engineering-platform-sre" label="Site reliability" />
              <TreeItem itemId="engineering-platform-data" label="Data pipelines" />
            </TreeItem>
            <TreeItem itemId="engineering-mobile" label="Mobile apps" />
          </TreeItem>
          <TreeItem itemId="marketing" label="Marketing">
            <TreeItem itemId="marketing-brand" label="Brand" />
            <TreeItem itemId="marketing-events" label="Events" />
          </TreeItem>
          <TreeItem itemId="people" label="People">
            <TreeItem itemId="people-recruiting" label="Recruiting" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
