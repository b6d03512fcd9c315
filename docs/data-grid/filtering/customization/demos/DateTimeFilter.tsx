import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { formatDateTime, reviews, type Review } from './reviews';

// preview-start
const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  {
    field: 'submittedAt',
    headerName: 'Submitted',
    type: 'dateTime',
    width: 170,
    valueFormatter: (value: Date) => formatDateTime(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];
// preview-end

export default function DateTimeFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    // A Date object, in the reader's time zone: 14 March 2026, 10:20.
    items: [{ field: 'submittedAt', operator: 'onOrAfter', value: new Date(2026, 2, 14, 10, 20) }],
  });
  const item = filterModel.items[0];
  const shownValue = item?.value instanceof Date ? formatDateTime(item.value) : String(item?.value ?? '(none)');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={reviews}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {item ? `Operator: ${item.operator}; value: ${shownValue}` : 'No filter'}
        {item?.value instanceof Date ? ' (a Date object)' : ''}
      </Typography>
    </Box>
  );
}
