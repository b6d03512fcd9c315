import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ItemLookupApiRef() {
  // preview-start
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('team-web');
  const [report, setReport] = React.useState('');

  const describeSelectedItem = () => {
    const api = apiRef.current;
    if (!api || selectedItem == null) {
      setReport('Select an item first.');
      return;
    }
    // In the Simple Tree View, `getItem` knows the id but returns an empty label,
    // so read the rendered label from the item's DOM element.
    const item = api.getItem(selectedItem) as { id: string };
    const label = api.getItemDOMElement(selectedItem)?.querySelector(`.${treeItemClasses.label}`)?.textContent;
    const parentId = api.getParentId(selectedItem);
    const childrenIds = api.getItemOrderedChildrenIds(selectedItem);
    setReport(
      `${label} (id "${item.id}"), parent: ${parentId ?? 'none'}, children: ${
        childrenIds.length > 0 ? childrenIds.join(', ') : 'none'
      }`,
    );
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Button size="small" variant="outlined" onClick={describeSelectedItem}>
          Describe the selected item
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        dir="ltr"
        sx={{ mb: 1, minHeight: 40, overflowWrap: 'anywhere' }}
      >
        {report || 'Select an item, then press the button.'}
      </Typography>
      <SimpleTreeView
        aria-label="Company departments"
        apiRef={apiRef}
        defaultExpandedItems={['engineering', 'sales']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="team-web" label="Web platform" />
          <TreeItem itemId="team-mobile" label="Mobile apps" />
        </TreeItem>
        <TreeItem itemId="sales" label="Sales">
          <TreeItem itemId="team-emea" label="EMEA accounts" />
          <TreeItem itemId="team-apac" label="APAC accounts" />
        </TreeItem>
        <TreeItem itemId="legal" label="Legal" />
      </SimpleTreeView>
    </Box>
  );
}
