import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { invoiceColumns, invoices, type Invoice } from './invoices';

// preview-start
// A function receives the header's `GridColumnHeaderParams`: `field` and `colDef`.
const numericHeader = (params: GridColumnHeaderParams) => (params.colDef.type === 'number' ? 'header--figures' : '');

const columns: GridColDef<Invoice>[] = invoiceColumns.map((column) => {
  if (column.field === 'client' || column.field === 'city') {
    // A string is added to the header as it is.
    return { ...column, headerClassName: 'header--who' };
  }
  return { ...column, headerClassName: numericHeader };
});
// preview-end

export default function HeaderClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 340,
        width: '100%',
        '& .header--who': {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.info.main, 0.14),
        },
        '& .header--figures': {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.14),
          fontStyle: 'italic',
        },
      })}
    >
      <DataGrid rows={invoices} columns={columns} hideFooter />
    </Box>
  );
}
