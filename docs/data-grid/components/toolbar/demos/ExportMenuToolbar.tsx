import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

const BUTTON_ID = 'tool-loans-export-trigger';
const MENU_ID = 'tool-loans-export-formats';

// preview-start
function ExportMenuToolbarContent() {
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Toolbar>
      <ToolbarButton
        aria-label="Export"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? MENU_ID : undefined}
        id={BUTTON_ID}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <FileDownloadIcon fontSize="small" />
      </ToolbarButton>
      <Menu
        id={MENU_ID}
        open={menuOpen}
        anchorEl={menuAnchor}
        onClose={closeMenu}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
        slotProps={{ list: { 'aria-labelledby': BUTTON_ID } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'tool-loans' }} onClick={closeMenu}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={closeMenu}>
          Print
        </ExportPrint>
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
