import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function LoansToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Tool loans
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function TriggersToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={loans} columns={loanColumns} slots={{ toolbar: LoansToolbar }} showToolbar />
    </Box>
  );
}
