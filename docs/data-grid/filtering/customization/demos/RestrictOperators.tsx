import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

// preview-start
// Keep only the operators that make sense for each column.
const ratingOperators = getGridNumericOperators().filter((operator) => ['=', '>=', '<='].includes(operator.value));

const guestOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160, filterOperators: guestOperators },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110, filterOperators: ratingOperators },
  // No filterOperators: the column keeps every operator of its type.
  { field: 'occupancy', headerName: 'Occupancy', type: 'number', width: 120 },
];
// preview-end

export default function RestrictOperators() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } } }}
        hideFooter
      />
    </Box>
  );
}
