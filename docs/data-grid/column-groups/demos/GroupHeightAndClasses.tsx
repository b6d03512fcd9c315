import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { sales, salesColumns } from './sales';

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'Q1 (closed)',
    headerClassName: 'quarter-closed',
    children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2 (current)',
    headerAlign: 'center',
    headerClassName: 'quarter-current',
    children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }],
  },
];
// preview-end

export default function GroupHeightAndClasses() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={sales}
        columns={salesColumns}
        columnGroupingModel={columnGroupingModel}
        columnHeaderHeight={44}
        columnGroupHeaderHeight={36}
        sx={{
          '& .quarter-closed': { color: 'text.secondary', bgcolor: 'action.hover' },
          '& .quarter-current': { fontWeight: 700, bgcolor: 'action.selected' },
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
