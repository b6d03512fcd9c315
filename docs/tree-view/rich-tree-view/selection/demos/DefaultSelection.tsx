import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function DefaultSelection() {
  return (
    <Box sx={{ minWidth: 260 }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        multiSelect
        defaultExpandedItems={['clothing']}
        // Read once, on the first render. The tree owns the selection afterwards.
        defaultSelectedItems={['t-shirts', 'shoes']}
        sx={{ maxHeight: 300, overflowY: 'auto' }}
      />
    </Box>
  );
}
