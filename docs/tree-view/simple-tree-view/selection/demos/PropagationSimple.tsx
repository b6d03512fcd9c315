import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PropagationSimple() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(selected)}
      </Typography>
      <SimpleTreeView
        aria-label="Shared drives"
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['marketing']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="marketing-logos" label="Logos" />
          <TreeItem itemId="marketing-campaigns" label="Campaigns" />
        </TreeItem>
        {/* Collapsed: its children are not rendered, so the tree does not know them yet. */}
        <TreeItem itemId="finance" label="Finance">
          <TreeItem itemId="finance-budgets" label="Budgets" />
          <TreeItem itemId="finance-payroll" label="Payroll" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
