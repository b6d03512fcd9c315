import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGridPremium, Toolbar, ToolbarButton, useGridApiContext } from '@mui/x-data-grid-premium';
import { ticketColumns, tickets } from './tickets';

// preview-start
function ExpansionToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <Tooltip title="Expand all groups">
        <ToolbarButton aria-label="Expand all groups" onClick={() => apiRef.current.expandAllRows()}>
          <UnfoldMoreIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Collapse all groups">
        <ToolbarButton aria-label="Collapse all groups" onClick={() => apiRef.current.collapseAllRows()}>
          <UnfoldLessIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ExpandAllFromToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        initialState={{ rowGrouping: { model: ['status', 'priority'] } }}
        slots={{ toolbar: ExpansionToolbar }}
        showToolbar
      />
    </Box>
  );
}
