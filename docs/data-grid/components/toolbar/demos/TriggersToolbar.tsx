import Box from '@mui/material/Box';
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
      <Typography component="span" variant="subtitle2" sx={{ mr: 'auto', px: 1 }}>
        Tool loans
      </Typography>
      {/* An element: the trigger's props are added to it. */}
      <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
        <ViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>
      {/* A function: it also receives the trigger's state. */}
      <FilterPanelTrigger
        render={(triggerProps, { filterCount }) => (
          <ToolbarButton
            {...triggerProps}
            aria-label={`Filters (${filterCount} active)`}
            color={filterCount > 0 ? 'primary' : 'default'}
          >
            <FilterListIcon fontSize="small" />
            {filterCount > 0 && (
              <Typography component="span" variant="caption" sx={{ ml: 0.25 }}>
                {filterCount}
              </Typography>
            )}
          </ToolbarButton>
        )}
      />
      <ExportCsv options={{ fileName: 'tool-loans' }} render={<ToolbarButton aria-label="Download the loans as CSV" />}>
        <FileDownloadIcon fontSize="small" />
      </ExportCsv>
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
