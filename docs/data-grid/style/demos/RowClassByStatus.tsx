import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridRowClassNameParams } from '@mui/x-data-grid';
import { invoiceColumns, invoices, type Invoice } from './invoices';

// preview-start
// One class per status: `invoice--Paid`, `invoice--Pending`, `invoice--Overdue`.
const getRowClassName = (params: GridRowClassNameParams<Invoice>) => `invoice--${params.row.status}`;
// preview-end

export default function RowClassByStatus() {
  return (
    <Box
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 380,
          width: '100%',
          '& .invoice--Overdue': {
            backgroundColor: theme.alpha(palette.error.main, 0.12),
            boxShadow: `inset 4px 0 0 ${palette.error.main}`,
            '&:hover': { backgroundColor: theme.alpha(palette.error.main, 0.2) },
          },
          '& .invoice--Pending': {
            backgroundColor: theme.alpha(palette.warning.main, 0.12),
            boxShadow: `inset 4px 0 0 ${palette.warning.main}`,
            '&:hover': { backgroundColor: theme.alpha(palette.warning.main, 0.2) },
          },
          '& .invoice--Paid': {
            color: palette.text.secondary,
          },
        };
      }}
    >
      <DataGrid rows={invoices} columns={invoiceColumns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
