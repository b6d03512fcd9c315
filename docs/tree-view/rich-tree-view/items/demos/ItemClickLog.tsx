import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFiles } from './projectFiles';

const isItemDisabled = (item: { id: string }) => item.id === 'public';

export default function ItemClickLog() {
  const [clicks, setClicks] = React.useState<string[]>([]);
  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary">
        Last clicks (newest first):
      </Typography>
      <Typography variant="body2" dir="ltr" sx={{ minHeight: '3em', mb: 1, overflowWrap: 'anywhere' }}>
        {clicks.length > 0 ? clicks.join(', ') : 'none yet'}
      </Typography>
      <Box sx={{ height: 260, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Project files"
          items={projectFiles}
          isItemDisabled={isItemDisabled}
          defaultExpandedItems={['src']}
          onItemClick={(event, itemId) => setClicks((previous) => [itemId, ...previous].slice(0, 3))}
        />
      </Box>
    </Box>
  );
}
