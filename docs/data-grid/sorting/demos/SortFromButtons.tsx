import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function SortFromButtons() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* preview-start */}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price', 'asc')}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('rating')}>
          Next order on Rating
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setSortModel([{ field: 'published', sort: 'desc' }])}
        >
          Newest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Unsort
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={books} columns={bookColumns} hideFooter />
      </Box>
      {/* preview-end */}
    </Stack>
  );
}
