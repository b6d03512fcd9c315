import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orderTotal, orders, type Order } from './orders';

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <Box sx={{ py: 1.5, px: 6 }}>
      <Typography variant="body2">
        {row.items.length} lines, €{orderTotal(row).toFixed(2)} in total, shipping to {row.city}.
      </Typography>
    </Box>
  ) : null;

export default function InitiallyOpenPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{ detailPanel: { expandedRowIds: new Set([3101, 3105]) } }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
