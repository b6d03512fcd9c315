import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridStringOrNumberComparator, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { books } from './books';

// Stock states as the warehouse system stores them, in the order of the
// workflow, each with the label readers see.
const stockOptions = [
  { value: 'STK', label: 'In stock' },
  { value: 'LOW', label: 'Few left' },
  { value: 'OUT', label: 'Sold out' },
  { value: 'BO', label: 'Back-ordered' },
];
const labelOf = (code: string) => stockOptions.find((option) => option.value === code)?.label ?? '';
const rankOf = (code: string) => stockOptions.findIndex((option) => option.value === code);

const stockByBook = ['LOW', 'STK', 'BO', 'OUT', 'STK', 'BO', 'OUT', 'LOW', 'STK', 'OUT'];
const rows = books.map((book, index) => ({ id: book.id, title: book.title, stock: stockByBook[index] }));
type Row = (typeof rows)[number];
type SortBy = 'value' | 'label' | 'options';

function stockColumn(sortBy: SortBy): GridColDef<Row> {
  // preview-start
  const column: GridColDef<Row> = {
    field: 'stock',
    headerName: 'Stock',
    type: 'singleSelect',
    valueOptions: stockOptions,
    width: 140,
  };
  if (sortBy === 'label') {
    column.sortComparator = (a: string, b: string, paramsA, paramsB) =>
      gridStringOrNumberComparator(labelOf(a), labelOf(b), paramsA, paramsB);
  } else if (sortBy === 'options') {
    column.sortComparator = (a: string, b: string) => rankOf(a) - rankOf(b);
  }
  // preview-end
  return column;
}

export default function SingleSelectSorting() {
  const [sortBy, setSortBy] = React.useState<SortBy>('value');
  const columns = React.useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
      stockColumn(sortBy),
      { field: 'code', headerName: 'Stored value', width: 120, valueGetter: (_value, row) => row.stock },
    ],
    [sortBy],
  );

  // A new comparator does not re-sort the rows by itself: apply the sort model again.
  const apiRef = useGridApiRef();
  React.useEffect(() => {
    apiRef.current?.applySorting();
  }, [apiRef, columns]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sortBy}
        onChange={(_, value: SortBy | null) => value && setSortBy(value)}
        aria-label="Sort the stock column by"
      >
        <ToggleButton value="value">By value (default)</ToggleButton>
        <ToggleButton value="label">By label</ToggleButton>
        <ToggleButton value="options">By option order</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
