import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'E-mail', width: 280 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function ResizeEventsLog() {
  const [live, setLive] = React.useState('–');
  const [committed, setCommitted] = React.useState('–');

  // preview-start
  // Fires on every pointer move while a separator is dragged.
  const handleResize: GridEventListener<'columnResize'> = ({ colDef, width }) =>
    setLive(`${colDef.headerName}: ${Math.round(width)} px`);

  // Fires once the new width is set: end of a drag, or an autosize.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = ({ colDef, width }) =>
    setCommitted(`${colDef.headerName}: ${Math.round(width)} px`);
  // preview-end

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <code>onColumnResize</code>: {live}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        <code>onColumnWidthChange</code>: {committed}
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={employees}
          columns={columns}
          onColumnResize={handleResize}
          onColumnWidthChange={handleWidthChange}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
