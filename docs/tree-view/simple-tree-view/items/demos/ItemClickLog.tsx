import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemClickLog() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  // preview-start
  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    setClicks((previous) => [itemId, ...previous].slice(0, 3));
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        Last clicks:{' '}
        <Box component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {clicks.length > 0 ? clicks.join(', ') : 'none yet'}
        </Box>
      </Typography>
      <SimpleTreeView aria-label="City districts" defaultExpandedItems={['north']} onItemClick={handleItemClick}>
        <TreeItem itemId="north" label="North">
          <TreeItem itemId="north-harbour" label="Harbour" />
          <TreeItem itemId="north-old-town" label="Old Town" />
        </TreeItem>
        <TreeItem itemId="south" label="South">
          <TreeItem itemId="south-station" label="Station quarter" />
          <TreeItem itemId="south-university" label="University" />
        </TreeItem>
        <TreeItem itemId="airport" label="Airport (closed for works)" disabled />
      </SimpleTreeView>
    </Box>
  );
}
