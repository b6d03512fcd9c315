import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 200 },
  { field: 'email', headerName: 'E-mail', width: 300 },
  { field: 'department', headerName: 'Department' }, // 100 px, the default
  { field: 'startYear', headerName: 'Since', type: 'number', width: 80 },
];
// preview-end

export default function FixedWidthColumns() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
