import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

// preview-start
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'published', sort: 'desc' }] },
};
// preview-end

export default function SortOnLoad() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={bookColumns} initialState={initialState} hideFooter />
    </Box>
  );
}
