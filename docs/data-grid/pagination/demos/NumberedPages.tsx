import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

// preview-start
// A footer of numbered page buttons. It reads the page and the page count
// from the grid's state and changes the page through the grid's API.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ ml: 'auto', mr: 1 }}
    />
  );
}
// preview-end

export default function NumberedPages() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={fewShipments}
        columns={shipmentColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
