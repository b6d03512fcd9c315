import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

// No pagination props at all: DataGrid pages its 180 rows by 100.
export default function DefaultPagination() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={shipments} columns={shipmentColumns} />
    </Box>
  );
}
