import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { libraryShelves } from './libraryShelves';

export default function FocusedItemLog() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        Last focused item: {focused ?? 'none'}
      </Typography>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Library shelves"
          items={libraryShelves}
          defaultExpandedItems={['fiction']}
          onItemFocus={(event, itemId) => setFocused(itemId)}
        />
      </Box>
    </Box>
  );
}
