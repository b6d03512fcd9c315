import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';
import { accountColumns, accounts, type Account } from './accounts';

// preview-start
// In the Seats column, "100+" means "at least 100 seats"; a plain number still
// has to be equal, as in any number column.
const seatsQuickFilter: GetApplyQuickFilterFn<Account, number> = (value) => {
  const text = String(value);
  const atLeast = /^(\d+)\+$/.exec(text);
  if (atLeast) {
    const minimum = Number(atLeast[1]);
    return (seats) => seats >= minimum;
  }
  if (/^\d+$/.test(text)) {
    return (seats) => seats === Number(text);
  }
  return null; // Not a number: this column does not take part for this value.
};

const columns: GridColDef<Account>[] = accountColumns.map((column) => {
  if (column.field === 'seats') {
    return { ...column, getApplyQuickFilterFn: seatsQuickFilter };
  }
  if (column.field === 'contact') {
    // Opt the column out: the quick filter never looks at contact names.
    // (`undefined` would not do it: the grid keeps the column type's function.)
    return { ...column, getApplyQuickFilterFn: () => null };
  }
  return column;
});
// preview-end

export default function ColumnQuickFilterRules() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={accounts}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['100+'] } } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
