import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 120 },
  { field: 'email', headerName: 'E-mail', width: 160 },
  { field: 'department', headerName: 'Department', width: 120 },
];

export default function ResizeSwitches() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);
  const [disableAutosize, setDisableAutosize] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={disableColumnResize} onChange={(_event, checked) => setDisableColumnResize(checked)} />
          }
          label="disableColumnResize"
        />
        <FormControlLabel
          control={<Switch checked={disableAutosize} onChange={(_event, checked) => setDisableAutosize(checked)} />}
          label="disableAutosize"
        />
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          disableColumnResize={disableColumnResize}
          disableAutosize={disableAutosize}
          density="compact"
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
