import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './bakery';

export default function FlatSales() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium rows={sales} columns={saleColumns} density="compact" hideFooter />
    </Box>
  );
}
