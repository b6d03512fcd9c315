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

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="parcel-export-trigger"
          aria-label="Export"
          aria-controls="parcel-export-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="parcel-export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'parcel-export-trigger' } }}
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
