import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function SortAndPaginate() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={books}
        columns={bookColumns}
        pageSizeOptions={[4]}
        initialState={{
          pagination: { paginationModel: { pageSize: 4, page: 1 } },
          sorting: { sortModel: [{ field: 'price', sort: 'asc' }] },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
