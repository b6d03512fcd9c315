import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

// preview-start
// No height on the parent: in a flex column, the grid takes the height of the
// page it shows, and grows or shrinks when the page size changes.
export default function GrowWithPage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={fewShipments}
        columns={shipmentColumns}
        pageSizeOptions={[3, 5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 3 } } }}
      />
    </Box>
  );
}
// preview-end
