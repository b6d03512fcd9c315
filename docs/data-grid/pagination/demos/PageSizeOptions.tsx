import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

// preview-start
// A number is shown as itself; an object gives the option a label of its own.
// The value -1 shows every row on one page.
const pageSizeOptions = [5, 10, 20, { value: -1, label: 'All' }];
// preview-end

export default function PageSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={fewShipments}
        columns={shipmentColumns}
        pageSizeOptions={pageSizeOptions}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
