import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoices } from './invoices';

export default function ExcelFromToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'invoices-march-2026',
              columnsStyles: {
                amount: { numFmt: '#,##0.00 "€"' },
                issuedOn: { numFmt: 'dd/mm/yyyy' },
              },
            },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
