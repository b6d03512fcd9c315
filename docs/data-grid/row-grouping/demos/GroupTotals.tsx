import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// The summed columns first, so that the totals are in view without scrolling.
const shown = ['director', 'company', 'amount', 'seats', 'stage'];
const columns: GridColDef<Deal>[] = shown.flatMap((field) => dealColumns.filter((column) => column.field === field));

export default function GroupTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        // The footer totals use primary.dark by default, too faint on this site's dark background.
        sx={{ [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } }}
        initialState={{
          rowGrouping: { model: ['director'] },
          // preview-start
          aggregation: { model: { amount: 'sum', seats: 'sum' } },
          // preview-end
          columns: { columnVisibilityModel: { director: false } },
        }}
      />
    </Box>
  );
}
