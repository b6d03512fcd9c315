import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'E-mail', flex: 2, minWidth: 180 },
  { field: 'department', headerName: 'Department', flex: 1, maxWidth: 140 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 80 },
];
// preview-end

export default function FlexColumns() {
  const [width, setWidth] = React.useState(100);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Typography id="flex-container-width" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Container width: {width}%
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          step={5}
          value={width}
          onChange={(_event, value) => setWidth(value)}
          aria-labelledby="flex-container-width"
        />
      </Stack>
      <Box sx={{ height: 340, width: `${width}%` }}>
        <DataGrid rows={employees} columns={columns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
