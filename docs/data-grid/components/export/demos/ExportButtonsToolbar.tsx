import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, GridDownloadIcon, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

// preview-start
function ExportToolbar() {
  return (
    <Toolbar>
      {/* Rendered as the grid's baseButton: a labelled Material UI Button */}
      <ExportCsv options={{ fileName: 'parcels', utf8WithBom: true }} startIcon={<GridDownloadIcon />}>
        Download CSV
      </ExportCsv>
      {/* Rendered through ToolbarButton: an icon button that joins the toolbar's arrow-key navigation */}
      <Tooltip title="Print parcels">
        <ExportPrint
          options={{ hideToolbar: true, hideFooter: true }}
          render={<ToolbarButton aria-label="Print parcels" />}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ExportButtonsToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={parcels} columns={parcelColumns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
