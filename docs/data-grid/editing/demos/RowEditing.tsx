import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff, staffColumns } from './staff';

export default function RowEditing() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={staff} columns={staffColumns} editMode="row" hideFooter />
      {/* preview-end */}
    </Box>
  );
}
