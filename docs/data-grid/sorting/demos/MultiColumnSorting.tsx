import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { bookColumns, books } from './books';

export default function MultiColumnSorting() {
  // preview-start
  // Group the shelf by genre, and within a genre put the best-rated books first.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'genre', sort: 'asc' },
    { field: 'rating', sort: 'desc' },
  ]);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={books}
          columns={bookColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Sort model: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Stack>
  );
}
