import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { initialStocks, type Stock } from './stock';

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const extraStocks: Stock[] = [
  { id: 'TIDE', name: 'Tidewater Shipping', price: 27.4, change: 0 },
  { id: 'ORCH', name: 'Orchard Retail', price: 14.6, change: 0 },
  { id: 'FJRD', name: 'Fjord Pharma', price: 88.2, change: 0 },
];

export default function RowsFromState() {
  const [rows, setRows] = React.useState<Stock[]>(initialStocks.slice(0, 4));
  const [selected, setSelected] = React.useState<GridRowId | null>(null);

  // preview-start
  const addRow = () =>
    setRows((previous) => {
      const next = extraStocks.find((stock) => !previous.some((row) => row.id === stock.id));
      return next ? [...previous, next] : previous;
    });

  // A new array, and a new object for the row that changed.
  const raisePrices = () =>
    setRows((previous) => previous.map((row) => ({ ...row, price: Math.round(row.price * 105) / 100 })));

  const removeSelected = () => setRows((previous) => previous.filter((row) => row.id !== selected));
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a company
        </Button>
        <Button size="small" variant="outlined" onClick={raisePrices}>
          Raise all prices 5%
        </Button>
        <Button size="small" variant="outlined" onClick={removeSelected} disabled={selected === null}>
          Remove selected
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={(model) => setSelected([...model.ids][0] ?? null)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
