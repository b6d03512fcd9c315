import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const dishes = ['soup', 'salad', 'risotto', 'curry', 'tart', 'sorbet'];

export default function ControlledSelection() {
  // preview-start
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['risotto']);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setSelectedItems(itemIds);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(dishes)}>
          All dishes
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(['salad', 'curry', 'sorbet'])}>
          Vegan menu
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems([])}
          disabled={selectedItems.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
      <SimpleTreeView
        aria-label="Menu"
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['starters', 'mains', 'desserts']}
      >
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="soup" label="Pumpkin soup" />
          <TreeItem itemId="salad" label="Lentil salad" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tart" label="Lemon tart" />
          <TreeItem itemId="sorbet" label="Raspberry sorbet" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
