import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// preview-start
// Newest and best-rated books are what readers look for: those two columns
// start with the descending order. The other columns keep the grid's cycle.
const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'published' || column.field === 'rating'
    ? { ...column, sortingOrder: ['desc', 'asc', null] }
    : column,
);
// preview-end

export default function ColumnSortingOrder() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
