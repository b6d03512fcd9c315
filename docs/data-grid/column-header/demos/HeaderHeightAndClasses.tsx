import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { readings, type Reading } from './stations';

// preview-start
// Fields with an active weather warning get a second class.
const WARNINGS = new Set(['wind']);

const measuredHeader = ({ field }: GridColumnHeaderParams) => (WARNINGS.has(field) ? 'measured warning' : 'measured');

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110, headerClassName: measuredHeader },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 110, headerClassName: measuredHeader },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120, headerClassName: measuredHeader },
];
// preview-end

export default function HeaderHeightAndClasses() {
  const [headerHeight, setHeaderHeight] = React.useState(56);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 400 }}>
        <Typography id="header-height-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          columnHeaderHeight: {headerHeight}
        </Typography>
        <Slider
          size="small"
          min={36}
          max={96}
          step={4}
          value={headerHeight}
          onChange={(_event, value) => setHeaderHeight(value)}
          aria-labelledby="header-height-label"
        />
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={readings}
          columns={columns}
          columnHeaderHeight={headerHeight}
          sx={{
            '& .measured': { bgcolor: 'action.selected' },
            '& .warning': { boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.warning.main}` },
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
