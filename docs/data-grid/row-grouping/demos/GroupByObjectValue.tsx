import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal, type Partner } from './deals';

// preview-start
const partnerColumn: GridColDef<Deal> = {
  field: 'partner',
  headerName: 'Partner',
  width: 170,
  // The cells hold objects: group them by a key the grid can compare
  // (a string, a number or a boolean)...
  groupingValueGetter: (value: Partner | null) => value?.name ?? 'Direct sale',
  // ...and show their name. The group cells pass their key through this
  // formatter too, so it must accept the key as well as the object.
  valueFormatter: (value: Partner | string | null) => (typeof value === 'string' ? value : (value?.name ?? '—')),
};
// preview-end

const columns: GridColDef<Deal>[] = [...dealColumns, partnerColumn];

export default function GroupByObjectValue() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} initialState={{ rowGrouping: { model: ['partner'] } }} />
    </Box>
  );
}
