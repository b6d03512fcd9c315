import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

export default function FirstAndLastButtons() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={fewShipments}
        columns={shipmentColumns}
        pageSizeOptions={[5, 10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        // preview-start
        // `material` reaches the Material UI TablePagination behind the footer.
        slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
        // preview-end
      />
    </Box>
  );
}
