import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { sales, salesColumns } from './sales';

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'Q1 2026',
    description: 'January to March, units sold',
    children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2 2026',
    description: 'April to June, units sold',
    children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }],
  },
];
// preview-end

export default function QuarterGroups() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={sales} columns={salesColumns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
