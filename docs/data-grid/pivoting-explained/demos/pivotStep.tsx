import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, saleColumns, sales } from './bakery';

// The frame every step of the page shares: the same eight sales, pivoted with the
// model the step passes, and that model printed under the grid.
export function PivotStep({
  model,
  height,
  expandDepth = 0,
}: {
  model: GridPivotModel;
  height: number;
  expandDepth?: number;
}) {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={sales}
          columns={saleColumns}
          pivotActive
          pivotModel={model}
          density="compact"
          defaultGroupingExpansionDepth={expandDepth}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(model, null, 1).replace(/\n\s*/g, ' ')}
      </Box>
    </Stack>
  );
}
