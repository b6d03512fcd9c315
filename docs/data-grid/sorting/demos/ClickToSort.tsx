import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function ClickToSort() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={bookColumns} hideFooter />
    </Box>
  );
}
