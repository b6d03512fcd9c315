import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function LeafFieldGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{
          rowGrouping: { model: ['region'] },
          // The company now shows in the grouping column: hide its own column.
          columns: { columnVisibilityModel: { company: false, region: false } },
        }}
        // preview-start
        groupingColDef={{ headerName: 'Region / company', leafField: 'company' }}
        // preview-end
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
