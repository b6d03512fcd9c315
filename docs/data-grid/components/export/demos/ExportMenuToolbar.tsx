import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGridPremium, ExportCsv, ExportExcel, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';
import { parcelColumns, parcels } from './parcels';

// preview-start
function PremiumExportToolbar() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  const triggerId = React.useId();
  const menuId = React.useId();

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          onClick={(event) => setAnchorEl(event.currentTarget)}
          aria-label="Export"
          id={triggerId}
          aria-haspopup="menu"
          aria-expanded={open || undefined}
          aria-controls={open ? menuId : undefined}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        // aria-controls names the element with role="menu": the list, not the popover
        slotProps={{ list: { id: menuId, 'aria-labelledby': triggerId } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'parcels' }} onClick={close}>
          CSV file
        </ExportCsv>
        <ExportExcel render={<MenuItem />} options={{ fileName: 'parcels' }} onClick={close}>
          Excel workbook
        </ExportExcel>
      </Menu>
    </Toolbar>
  );
}
// preview-end

export default function ExportMenuToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={parcels} columns={parcelColumns} slots={{ toolbar: PremiumExportToolbar }} showToolbar />
    </Box>
  );
}
