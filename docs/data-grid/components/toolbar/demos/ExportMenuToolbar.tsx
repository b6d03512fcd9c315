import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
function ExportMenuToolbarContent() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="loan-export-button"
          aria-controls={open ? 'loan-export-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="loan-export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'loan-export-button' } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'tool-loans' }} onClick={close}>
          Download as CSV
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}
// preview-end

export default function ExportMenuToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={loans} columns={loanColumns} showToolbar slots={{ toolbar: ExportMenuToolbarContent }} />
    </Box>
  );
}
