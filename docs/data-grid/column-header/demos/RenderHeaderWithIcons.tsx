import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AirIcon from '@mui/icons-material/Air';
import DeviceThermostatIcon from '@mui/icons-material/DeviceThermostat';
import WaterDropIcon from '@mui/icons-material/WaterDropOutlined';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { readings, type Reading } from './stations';

// preview-start
function headerWithIcon(Icon: typeof AirIcon, unit: string) {
  return function IconHeader({ colDef }: GridColumnHeaderParams<Reading>) {
    return (
      <Tooltip title={colDef.description ?? ''}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
          <Icon fontSize="small" color="action" aria-hidden />
          {colDef.headerName}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({unit})
          </Box>
        </Box>
      </Tooltip>
    );
  };
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  {
    field: 'temperature',
    headerName: 'Temp.',
    description: 'Air temperature at 2 m, averaged over the last hour',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(DeviceThermostatIcon, '°C'),
  },
  {
    field: 'rainfall',
    headerName: 'Rain',
    description: 'Rainfall over the last hour',
    type: 'number',
    width: 130,
    renderHeader: headerWithIcon(WaterDropIcon, 'mm'),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    description: 'Mean wind speed over ten minutes',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(AirIcon, 'km/h'),
  },
];
// preview-end

export default function RenderHeaderWithIcons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={readings} columns={columns} hideFooter />
    </Box>
  );
}
