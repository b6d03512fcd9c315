import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { stock, stockColumns, type StockItem } from './stock';

const columns: GridColDef<StockItem>[] = stockColumns.map((column) => ({
  ...column,
  editable: column.field === 'quantity' || column.field === 'unitPrice',
}));

const UNDO_KEY = 'clipboard-demo-undo';
const sample = ['20\t8.9', '10\t12.5', '6\t15'].join('\n');

// Pretend every saved row takes 400 ms to reach the server.
const saveRow = (row: StockItem) => new Promise<StockItem>((resolve) => setTimeout(() => resolve(row), 400));

// JSON turns dates into strings: turn them back when reading the snapshot.
const readSnapshot = (text: string): StockItem[] =>
  (JSON.parse(text) as StockItem[]).map((row) => ({ ...row, restocked: new Date(row.restocked) }));

export default function PasteEventsAndUndo() {
  const [rows, setRows] = React.useState<StockItem[]>(stock);
  const [pasting, setPasting] = React.useState(false);
  const [status, setStatus] = React.useState('No paste yet.');
  const [canUndo, setCanUndo] = React.useState(false);

  // preview-start
  const handlePasteStart = ({ data }: { data: string[][] }) => {
    // Keep the rows as they were before this paste, for the Undo button.
    window.sessionStorage.setItem(UNDO_KEY, JSON.stringify(rows));
    setPasting(true);
    setStatus(`Pasting ${data.length} line(s)…`);
  };

  const handlePasteEnd = () => {
    setPasting(false);
    setCanUndo(true);
    setStatus('Paste saved.');
  };

  const processRowUpdate = async (newRow: StockItem) => {
    const saved = await saveRow(newRow);
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };
  // preview-end

  const undo = () => {
    const snapshot = window.sessionStorage.getItem(UNDO_KEY);
    if (snapshot) {
      setRows(readSnapshot(snapshot));
      window.sessionStorage.removeItem(UNDO_KEY);
      setCanUndo(false);
      setStatus('Last paste undone.');
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Copy these cells: Qty, Unit price"
        multiline
        minRows={3}
        maxRows={3}
        defaultValue={sample}
        size="small"
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={undo} disabled={!canUndo || pasting}>
          Undo last paste
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          loading={pasting}
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={handlePasteStart}
          onClipboardPasteEnd={handlePasteEnd}
        />
      </Box>
    </Stack>
  );
}
