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
import { fewShipments, shipmentColumns } from './shipments';

// preview-start
// A footer of numbered page buttons. It reads the page and the page count
// from the grid's state and changes the page through the grid's API.
function NumberedPagination() {
  const grid = useGridApiContext();
  const { page: pageIndex } = useGridSelector(grid, gridPaginationModelSelector);
  const totalPages = useGridSelector(grid, gridPageCountSelector);
  // Material UI's Pagination counts pages from 1, the grid from 0.
  const goTo = (_event: React.ChangeEvent<unknown>, pageNumber: number) => {
    grid.current.setPage(pageNumber - 1);
  };

  return (
    <Pagination
      shape="rounded"
      variant="outlined"
      size="small"
      sx={{ ml: 'auto', mr: 1.5 }}
      count={totalPages}
      page={pageIndex + 1}
      onChange={goTo}
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
