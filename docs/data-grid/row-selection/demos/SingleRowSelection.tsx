import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, products } from './products';

// In 8.13.1, Ctrl+A in a cell makes a single-selection DataGrid throw. Stop the shortcut before
// it reaches the grid (capture phase), so the rest of the keyboard works as usual.
const stopSelectAll = (event: React.KeyboardEvent) => {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
    event.stopPropagation();
  }
};

export default function SingleRowSelection() {
  return (
    <Box sx={{ height: 380, width: '100%' }} onKeyDownCapture={stopSelectAll}>
      {/* No selection prop at all: a click selects one row, the footer counts it. */}
      <DataGrid rows={products.slice(0, 8)} columns={productColumns} hideFooterPagination />
    </Box>
  );
}
