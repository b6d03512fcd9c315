import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel, type GridSortModel } from '@mui/x-data-grid';
import { teaOrders, teaColumns } from './teaOrders';

export default function ControlledFilterAndSort() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'tea', operator: 'contains', value: 'a' }],
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'customer', sort: 'asc' }]);
  // preview-end

  return (
    <Box sx={{ width: '100%', display: 'flow-root' }}>
      <Box role="group" aria-label="Demo actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setFilterModel({ items: [{ field: 'status', operator: 'is', value: 'Waiting' }] })}
        >
          Only waiting orders
        </Button>
        <Button variant="outlined" size="small" onClick={() => setFilterModel({ items: [] })}>
          No filter
        </Button>
      </Box>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={teaOrders}
          columns={teaColumns}
          hideFooter
          // preview-start
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          // preview-end
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        filterModel: {JSON.stringify(filterModel)}
        {'\n'}sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
