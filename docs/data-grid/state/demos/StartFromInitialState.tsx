import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

// preview-start
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Packed', 'Waiting'] }] } },
  columns: { columnVisibilityModel: { grams: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};
// preview-end

export default function StartFromInitialState() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={teaOrders} columns={teaColumns} initialState={initialState} pageSizeOptions={[5, 10]} />
    </Box>
  );
}
