import Box from '@mui/material/Box';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { DataGrid, type GridColumnGroupHeaderParams, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { sales, salesColumns } from './sales';

// preview-start
function QuarterHeader({ headerName, fields }: GridColumnGroupHeaderParams) {
  // The group's total over all products, from the same data the rows use.
  const total = sales.reduce(
    (sum, row) => sum + fields.reduce((rowSum, field) => rowSum + Number(row[field as keyof typeof row]), 0),
    0,
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CalendarMonthIcon fontSize="small" color="action" aria-hidden />
      <span>{headerName}</span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {total.toLocaleString('en-GB')} units
      </Box>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'Q1',
    renderHeaderGroup: QuarterHeader,
    children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2',
    renderHeaderGroup: QuarterHeader,
    children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }],
  },
];
// preview-end

export default function RenderHeaderGroup() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={sales} columns={salesColumns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
