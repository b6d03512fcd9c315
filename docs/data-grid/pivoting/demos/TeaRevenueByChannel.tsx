import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

export default function TeaRevenueByChannel() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={orders}
        columns={orderColumns}
        // preview-start
        initialState={{
          pivoting: { enabled: true, model: teaByChannel },
        }}
        // preview-end
        showToolbar
      />
    </Box>
  );
}
