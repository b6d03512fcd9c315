import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function ToolbarExportOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'invoices-march-2026',
              delimiter: ';',
              utf8WithBom: true,
            },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
