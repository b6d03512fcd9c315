import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

export default function ControlledFilterModel() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'seats', operator: '>', value: 30 }],
  });
  // preview-end

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={cafes}
          columns={cafeColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ fontFamily: 'monospace', m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        filterModel = {JSON.stringify(filterModel, null, 1)}
      </Typography>
    </Stack>
  );
}
