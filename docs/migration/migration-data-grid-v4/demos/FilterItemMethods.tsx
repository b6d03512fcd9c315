import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilterActiveItemsSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

// preview-start
// v4: useGridSlotComponentProps().state. v5 and later: the API context and selectors.
function StateSummary() {
  const apiRef = useGridApiContext();
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  // v4: upsertFilter / deleteFilter. v5 and later: upsertFilterItem / deleteFilterItem.
  const showUrgent = () =>
    apiRef.current.upsertFilterItem({ id: 'urgent', field: 'priority', operator: 'is', value: 'High' });
  const clearUrgent = () => apiRef.current.deleteFilterItem({ id: 'urgent', field: 'priority', operator: 'is' });

  return (
    <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={showUrgent}>
          Show high priority only
        </Button>
        <Button size="small" variant="outlined" onClick={clearUrgent}>
          Show all priorities
        </Button>
      </Stack>
      <Typography dir="ltr" variant="body2" aria-live="polite" sx={{ fontFamily: 'monospace' }}>
        active filter items: {activeItems.length} · sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
// preview-end

export default function FilterItemMethods() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        // v4: the `state` prop. v5 and later: `initialState`.
        initialState={{ sorting: { sortModel: [{ field: 'hoursOpen', sort: 'desc' }] } }}
        slots={{ toolbar: StateSummary }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
