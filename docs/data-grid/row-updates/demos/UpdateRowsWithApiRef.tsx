import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { initialStocks, type Stock } from './stock';

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

export default function UpdateRowsWithApiRef() {
  const apiRef = useGridApiRef();

  // preview-start
  // One update at a time in the Community DataGrid: a partial row is merged into the row with that id.
  const reprice = () => apiRef.current?.updateRows([{ id: 'VLTA', price: 10.45 }]);
  const rename = () => apiRef.current?.updateRows([{ id: 'HLMR', name: 'Helmer Freight Group' }]);
  const insert = () => apiRef.current?.updateRows([{ id: 'TIDE', name: 'Tidewater Shipping', price: 27.4, change: 0 }]);
  const remove = () => apiRef.current?.updateRows([{ id: 'KRNL', _action: 'delete' }]);
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={reprice}>
          Reprice VLTA
        </Button>
        <Button size="small" variant="outlined" onClick={rename}>
          Rename HLMR
        </Button>
        <Button size="small" variant="outlined" onClick={insert}>
          Insert TIDE
        </Button>
        <Button size="small" variant="outlined" onClick={remove}>
          Delete KRNL
        </Button>
      </Stack>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={initialStocks} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
