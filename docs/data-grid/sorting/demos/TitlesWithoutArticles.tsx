import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator, type GridColDef } from '@mui/x-data-grid';
import { books, type Book } from './books';

// preview-start
// Shelve "The Salt Road" under S, as bookshops and libraries do.
const sortKey = (title: string) => title.replace(/^(the|an|a)\s+/i, '');

const columns: GridColDef<Book>[] = [
  {
    field: 'title',
    headerName: 'Title (shelf order)',
    flex: 1,
    minWidth: 200,
    sortComparator: (a: string, b: string, paramsA, paramsB) =>
      gridStringOrNumberComparator(sortKey(a), sortKey(b), paramsA, paramsB),
  },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 110 },
];
// preview-end

export default function TitlesWithoutArticles() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'title', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
