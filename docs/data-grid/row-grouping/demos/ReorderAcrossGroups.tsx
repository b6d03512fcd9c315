import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals as initialDeals, type Deal } from './deals';

const columns: GridColDef<Deal>[] = dealColumns.filter((column) => column.field !== 'region');

export default function ReorderAcrossGroups() {
  const [log, setLog] = React.useState('Drag a deal by its handle to another rep.');

  // preview-start
  // Called when a deal lands in another group: `newRow` already has the rep of
  // that group. Save it here; the returned row is the one the grid keeps.
  const processRowUpdate = (newRow: Deal, oldRow: Deal) => {
    if (newRow.rep !== oldRow.rep) {
      setLog(`${newRow.company} moved from ${oldRow.rep} to ${newRow.rep}.`);
    }
    return newRow;
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={initialDeals}
          columns={columns}
          initialState={{ rowGrouping: { model: ['rep'] } }}
          defaultGroupingExpansionDepth={-1}
          rowReordering
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography variant="body2" role="status">
        {log}
      </Typography>
    </Stack>
  );
}
