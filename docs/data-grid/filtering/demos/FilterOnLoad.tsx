import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

export default function FilterOnLoad() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={cafes}
        columns={cafeColumns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'kind', operator: 'is', value: 'Bakery' }],
            },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
