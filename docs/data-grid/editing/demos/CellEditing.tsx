import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff, staffColumns } from './staff';

export default function CellEditing() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={staff} columns={staffColumns} hideFooter />
      {/* preview-end */}
    </Box>
  );
}
