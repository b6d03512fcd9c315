import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, formatEuros, type Order, orderColumns, orders } from './orders';

// preview-start
const columns: GridColDef<Order>[] = [
  ...orderColumns,
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 110,
    valueGetter: (value, row) => row.revenue - row.cost,
    valueFormatter: formatEuros,
  },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }],
  columns: [{ field: 'shop', sort: 'asc' }],
  values: [{ field: 'margin', aggFunc: 'sum' }],
};
// preview-end

export default function PivotAComputedValue() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium sx={footerCellSx} rows={orders} columns={columns} pivotActive pivotModel={pivotModel} />
    </Box>
  );
}
