import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { outline, partIds } from './bookOutline';

export default function BasicReordering() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420, height: 320, overflow: 'auto' }}>
      <RichTreeViewPro aria-label="Book outline" items={outline} defaultExpandedItems={partIds} itemsReordering />
    </Box>
  );
}
