import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { RichTreeViewProProps } from '@mui/x-tree-view-pro';
import { outline, partIds } from './bookOutline';
import type { OutlineItem } from './bookOutline';

type PositionChange = Parameters<NonNullable<RichTreeViewProProps<OutlineItem, false>['onItemPositionChange']>>[0];

export default function PositionChangeLog() {
  const [lastMove, setLastMove] = React.useState<PositionChange | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 460 }}>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Book outline"
          items={outline}
          defaultExpandedItems={partIds}
          itemsReordering
          // preview-start
          onItemPositionChange={(params) => setLastMove(params)}
          // preview-end
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        dir="ltr"
        sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', minHeight: 60, overflowWrap: 'anywhere' }}
      >
        {lastMove ? JSON.stringify(lastMove) : 'Drag an item to see the event.'}
      </Typography>
    </Stack>
  );
}
