import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { readings, type Reading } from './stations';

// preview-start
const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Weather station', width: 150 },
  {
    field: 'temperature',
    headerName: 'Temp.',
    description: 'Air temperature at 2 m, in °C, averaged over the last hour',
    type: 'number',
    width: 90,
  },
  {
    field: 'rainfall',
    headerName: 'Rain',
    description: 'Rainfall over the last hour, in millimetres',
    type: 'number',
    width: 90,
  },
  // Narrow on purpose: hover the cut-off header to read it whole.
  { field: 'humidity', headerName: 'Relative humidity (%)', type: 'number', width: 100 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120, headerAlign: 'center', align: 'center' },
];
// preview-end

export default function HeaderNamesAndTooltips() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={readings} columns={columns} hideFooter />
    </Box>
  );
}
