import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { footerCellSx, saleColumns, sales } from './bakery';

export default function SameWithoutPivoting() {
  return (
    <Box sx={{ height: 200, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={sales}
        columns={saleColumns}
        // preview-start
        initialState={{
          rowGrouping: { model: ['shop'] },
          aggregation: { model: { sold: 'sum' } },
          columns: { columnVisibilityModel: { day: false, shop: false, item: false, takings: false } },
        }}
        // preview-end
        density="compact"
        hideFooter
      />
    </Box>
  );
}
