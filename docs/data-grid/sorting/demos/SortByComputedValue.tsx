import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { books, type Book } from './books';

// preview-start
const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    // Not a field of the row: computed, then sorted like any number.
    field: 'pricePer100',
    headerName: 'Per 100 pages',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => (row.price / row.pages) * 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];
// preview-end

export default function SortByComputedValue() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'pricePer100', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
