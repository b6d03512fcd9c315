import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

export default function InitialPage() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={fewShipments}
        columns={shipmentColumns}
        pageSizeOptions={[5, 10, 20]}
        // preview-start
        // Start on the third page (pages count from 0), ten rows a page.
        // The grid owns the model from here on.
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 10 } } }}
        // preview-end
      />
    </Box>
  );
}
