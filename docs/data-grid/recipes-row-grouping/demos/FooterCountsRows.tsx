import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { ticketColumns, tickets } from './tickets';

// preview-start
function TicketCount() {
  const apiRef = useGridApiContext();
  // With one level of grouping, the top-level rows are the groups
  // and their descendants are the tickets.
  const groups = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const ticketCount = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <Box sx={{ mx: 2, fontSize: 14 }}>
      {ticketCount} {ticketCount === 1 ? 'ticket' : 'tickets'} in {groups} {groups === 1 ? 'team' : 'teams'}
    </Box>
  );
}
// preview-end

export default function FooterCountsRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        showToolbar
        initialState={{ rowGrouping: { model: ['team'] } }}
        slots={{ footerRowCount: TicketCount }}
      />
    </Box>
  );
}
