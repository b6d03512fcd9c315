import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { ticketColumns, tickets } from './tickets';

export default function PinGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['team', 'assignee'] },
          // preview-start
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
          // preview-end
        }}
      />
    </Box>
  );
}
