import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// preview-start
const getPivotDerivedColumns = (column: GridColDef): GridColDef[] | undefined => {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field;
  const month: GridColDef = {
    field: `${field}-month`,
    headerName: `${column.headerName} (Month)`,
    // A number sorts January before February; the formatter names it.
    type: 'number',
    valueGetter: (value, row: Record<string, Date | undefined>) => row[field]?.getMonth(),
    valueFormatter: (value: number) => monthNames[value],
  };
  const week: GridColDef = {
    field: `${field}-weekday`,
    headerName: `${column.headerName} (Weekday)`,
    valueGetter: (value, row: Record<string, Date | undefined>) =>
      row[field]?.toLocaleDateString('en-GB', { weekday: 'long' }),
  };
  return [month, week];
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }],
  columns: [{ field: 'date-month', sort: 'asc' }],
  values: [{ field: 'boxes', aggFunc: 'sum' }],
};
// preview-end

export default function DerivedDateColumns() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={orders}
        columns={orderColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
      />
    </Box>
  );
}
