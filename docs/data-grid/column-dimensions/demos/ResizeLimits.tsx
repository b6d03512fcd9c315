import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name (120–260 px)', width: 180, minWidth: 120, maxWidth: 260 },
  { field: 'email', headerName: 'E-mail (at least 200 px)', width: 280, minWidth: 200 },
  { field: 'department', headerName: 'Department (fixed)', width: 150, resizable: false },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90 },
];
// preview-end

export default function ResizeLimits() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
