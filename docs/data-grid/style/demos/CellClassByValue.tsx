import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { invoiceColumns, invoices, type Invoice } from './invoices';

// preview-start
const changeClass = (params: GridCellParams<Invoice, number | null>) => {
  if (params.value == null || params.value === 0) {
    return '';
  }
  return params.value > 0 ? 'change--up' : 'change--down';
};

const columns: GridColDef<Invoice>[] = invoiceColumns.map((column) =>
  column.field === 'change' ? { ...column, cellClassName: changeClass } : column,
);
// preview-end

export default function CellClassByValue() {
  return (
    <Box
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 380,
          width: '100%',
          // The arrow repeats what the colour says, for readers who cannot tell the colours apart.
          '& .change--up': {
            color: palette.success.dark,
            fontWeight: 'bold',
            '&::before': { content: '"▲ "' },
            ...theme.applyStyles('dark', { color: palette.success.light }),
          },
          '& .change--down': {
            color: palette.error.dark,
            fontWeight: 'bold',
            '&::before': { content: '"▼ "' },
            ...theme.applyStyles('dark', { color: palette.error.light }),
          },
        };
      }}
    >
      <DataGrid rows={invoices} columns={columns} hideFooter />
    </Box>
  );
}
