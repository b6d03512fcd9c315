import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface PlanRow {
  id: string;
  section?: string;
  feature?: string;
  starter?: string;
  team?: string;
  business?: string;
}

const rows: PlanRow[] = [
  { id: 's1', section: 'Storage' },
  { id: 'f1', feature: 'Storage per user', starter: '10 GB', team: '100 GB', business: '1 TB' },
  { id: 'f2', feature: 'File versions kept', starter: '30 days', team: '180 days', business: 'Unlimited' },
  { id: 's2', section: 'Security' },
  { id: 'f3', feature: 'Two-factor sign-in', starter: 'Yes', team: 'Yes', business: 'Yes' },
  { id: 'f4', feature: 'Single sign-on', starter: 'No', team: 'No', business: 'Yes' },
  { id: 'f5', feature: 'Audit log', starter: 'No', team: '90 days', business: '1 year' },
];

// preview-start
const columns: GridColDef<PlanRow>[] = [
  {
    field: 'feature',
    headerName: 'Feature',
    flex: 1,
    minWidth: 180,
    // A section row shows its title across all four columns.
    valueGetter: (value, row) => row.section ?? value,
    colSpan: (_value, row) => (row.section ? 4 : undefined),
  },
  { field: 'starter', headerName: 'Starter', width: 110 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'business', headerName: 'Business', width: 110 },
];
// preview-end

export default function SectionHeaderRows() {
  return (
    <Box sx={{ height: 410, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        hideFooter
        getRowClassName={({ row }) => (row.section ? 'section-row' : '')}
        sx={{ '& .section-row': { bgcolor: 'action.selected', fontWeight: 600 } }}
      />
    </Box>
  );
}
