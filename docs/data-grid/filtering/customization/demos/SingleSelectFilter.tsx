import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { hotelOptions, reviews, type Review } from './reviews';

// preview-start
const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  {
    field: 'hotel',
    headerName: 'Hotel',
    type: 'singleSelect',
    width: 160,
    // The row stores 'harbour'; the cell and the filter's menu show 'Harbour View'.
    valueOptions: hotelOptions,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];
// preview-end

export default function SingleSelectFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'hotel', operator: 'isAnyOf', value: ['harbour', 'airport'] }],
  });

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
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        filterModel.items:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value: value as unknown })),
        )}
      </Typography>
    </Box>
  );
}
