import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFilterPanel,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { tickets } from './tickets';

// The props type of the panel is not exported; read it from the component.
type GridFilterPanelProps = React.ComponentProps<typeof GridFilterPanel>;

// preview-start
// The grid's own panel, with a line above it that counts the matching rows.
function FilterPanelWithCount(props: GridFilterPanelProps) {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ px: 1.5, pt: 1.5 }}>
        {shown} of {total} tickets match
      </Typography>
      <GridFilterPanel {...props} />
    </Box>
  );
}
// preview-end

export default function FilterPanelWithCountDemo() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'team', operator: 'is', value: 'billing' }] } },
        }}
        slots={{ filterPanel: FilterPanelWithCount }}
        slotProps={{ filterPanel: { columnsSort: 'asc' } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
