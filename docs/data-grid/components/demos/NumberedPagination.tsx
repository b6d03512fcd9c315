import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function NumberedPages() {
  const apiRef = useGridApiContext();
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}
// preview-end

export default function NumberedPagination() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        pageSizeOptions={[4]}
        slots={{ pagination: NumberedPages }}
      />
    </Box>
  );
}
