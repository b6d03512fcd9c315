import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BookChaptersTree() {
  return (
    <Box sx={{ minWidth: 250 }}>
      <SimpleTreeView aria-label="Book contents" defaultExpandedItems={['part-1']}>
        <TreeItem itemId="part-1" label="Part I: Getting started">
          <TreeItem itemId="ch-1" label="1. Why plants need light" />
          <TreeItem itemId="ch-2" label="2. Choosing a pot" />
          <TreeItem itemId="ch-3" label="3. Watering">
            <TreeItem itemId="ch-3-1" label="3.1 How often" />
            <TreeItem itemId="ch-3-2" label="3.2 Signs of overwatering" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="part-2" label="Part II: Care through the year">
          <TreeItem itemId="ch-4" label="4. Spring repotting" />
          <TreeItem itemId="ch-5" label="5. Winter rest" />
        </TreeItem>
        <TreeItem itemId="index" label="Index" />
      </SimpleTreeView>
    </Box>
  );
}
