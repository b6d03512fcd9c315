import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function ControlledSortModel() {
  // preview-start
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'price', sort: 'asc' }]);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'rating', sort: 'desc' }])}>
          Best rated first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sort
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Box>
    </Stack>
  );
}
