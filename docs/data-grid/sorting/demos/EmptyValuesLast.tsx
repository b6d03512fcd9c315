import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { books, type Book } from './books';

// preview-start
// Books without reviews go to the bottom, whichever way the column is sorted.
function ratingComparator(direction: GridSortDirection): GridComparatorFn<number | null> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (a == null || b == null) {
      return Number(a == null) - Number(b == null);
    }
    return sign * gridNumberComparator(a, b, paramsA, paramsB);
  };
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'rating', headerName: 'Rating (default)', type: 'number', width: 140 },
  {
    field: 'ratingEmptyLast',
    headerName: 'Rating (empty last)',
    type: 'number',
    width: 160,
    valueGetter: (_value, row) => row.rating,
    getSortComparator: ratingComparator,
  },
];
// preview-end

export default function EmptyValuesLast() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
