import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'channel', sort: 'desc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'boxes', aggFunc: 'sum' },
  ],
};

// preview-start
const pivotingColDef = (originalField: string, columnGroupPath: string[]) => {
  const online = columnGroupPath[0] === 'Online';
  if (originalField === 'boxes') {
    return { headerName: 'Boxes', width: 80, cellClassName: online ? 'online' : '' };
  }
  return { headerName: online ? 'Web revenue' : 'Counter revenue', width: 150, cellClassName: online ? 'online' : '' };
};
// preview-end

export default function PivotColumnDefinitions() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        '& .online': { bgcolor: 'action.hover' },
      }}
    >
      <DataGridPremium
        sx={footerCellSx}
        rows={orders}
        columns={orderColumns}
        pivotActive
        pivotModel={pivotModel}
        pivotingColDef={pivotingColDef}
        hideFooter
      />
    </Box>
  );
}
