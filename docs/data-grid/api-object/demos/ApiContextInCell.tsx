import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { books, bookColumns, type Book } from './books';

// preview-start
function StockStepper(props: GridRenderCellParams<Book, number>) {
  const { row, value = 0 } = props;
  const apiRef = useGridApiContext();

  const change = (delta: number) => {
    apiRef.current.updateRows([{ id: row.id, stock: Math.max(0, value + delta) }]);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      <IconButton
        size="small"
        aria-label={`One fewer copy of ${row.title}`}
        onClick={() => change(-1)}
        disabled={value === 0}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="span" sx={{ minWidth: 24, textAlign: 'center' }}>
        {value}
      </Box>
      <IconButton size="small" aria-label={`One more copy of ${row.title}`} onClick={() => change(1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const columns: GridColDef<Book>[] = [
  ...bookColumns.filter((column) => column.field !== 'stock'),
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 140,
    renderCell: (params: GridRenderCellParams<Book, number>) => <StockStepper {...params} />,
  },
];
// preview-end

export default function ApiContextInCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
