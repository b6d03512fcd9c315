import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { staff, staffColumns, type StaffMember } from './staff';

const columns: GridColDef<StaffMember>[] = [...staffColumns, { field: 'contract', headerName: 'Contract', width: 100 }];

// preview-start
// Signed contracts are locked: only drafts can change. Names stay editable on every row.
const isCellEditable = (params: GridCellParams<StaffMember>) =>
  params.row.contract === 'Draft' || params.field === 'firstName' || params.field === 'lastName';
// preview-end

export default function ConditionalEditing() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={({ row }) => (row.contract === 'Signed' ? 'signed' : '')}
        sx={{ '& .signed .MuiDataGrid-cell:not([data-field$="Name"])': { color: 'text.secondary' } }}
        hideFooter
      />
    </Box>
  );
}
