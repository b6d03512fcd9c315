import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

export default function InitiallyHiddenColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={orders}
        columns={orderColumns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { trader: false, venue: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
