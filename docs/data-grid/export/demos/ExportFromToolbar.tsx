import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function ExportFromToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={invoices} columns={invoiceColumns} showToolbar />
    </Box>
  );
}
