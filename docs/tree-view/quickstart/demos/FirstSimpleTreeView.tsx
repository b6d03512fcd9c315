import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 240 }}>
      <SimpleTreeView aria-label="Recipe book">
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="pancakes" label="Buttermilk pancakes" />
          <TreeItem itemId="shakshuka" label="Shakshuka" />
        </TreeItem>
        <TreeItem itemId="dinner" label="Dinner">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tart" label="Lemon tart" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
