import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridRowClassNameParams } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// preview-start
// The index counts from 0 on each page, after sorting and filtering.
const getRowClassName = (params: GridRowClassNameParams) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';
// preview-end

export default function StripedRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        [`& .${gridClasses.row}.row--odd`]: {
          backgroundColor: (theme.vars ?? theme).palette.action.hover,
        },
        [`& .${gridClasses.row}.row--odd:hover`]: {
          backgroundColor: (theme.vars ?? theme).palette.action.selected,
        },
      })}
    >
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
