import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { initialStocks, priceMove, type Stock } from './stock';

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Last move',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2)),
    cellClassName: ({ value }) => ((value as number) > 0 ? 'up' : (value as number) < 0 ? 'down' : ''),
  },
];

export default function ThrottledLivePrices() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttle, setThrottle] = React.useState(true);
  const prices = React.useRef(initialStocks.map((stock) => stock.price));

  // preview-start
  React.useEffect(() => {
    if (!running) return undefined;
    let tick = 0;
    // Every 100 ms, a batch with a new price for every company.
    const timer = setInterval(() => {
      tick += 1;
      const updates = initialStocks.map((stock, index) => {
        const change = priceMove(tick, index);
        prices.current[index] = Math.max(1, prices.current[index]! + change);
        return { id: stock.id, price: prices.current[index], change };
      });
      apiRef.current?.updateRows(updates);
    }, 100);
    return () => clearInterval(timer);
  }, [running, apiRef]);
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <FormControlLabel
          control={<Switch checked={throttle} onChange={(_event, checked) => setThrottle(checked)} />}
          label="throttleRowsMs = 1000"
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialStocks}
          columns={columns}
          throttleRowsMs={throttle ? 1000 : 0}
          hideFooter
          sx={{ '& .up': { color: 'success.main' }, '& .down': { color: 'error.main' } }}
        />
      </Box>
    </Stack>
  );
}
