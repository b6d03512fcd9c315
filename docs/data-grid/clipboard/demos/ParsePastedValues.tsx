import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { stock, stockColumns, type StockItem } from './stock';

// preview-start
// Accepts "€9,95", "9.95 EUR" or "9.95"; anything else keeps the old price.
function parsePrice(text: string, row: StockItem | undefined): number | undefined {
  const cleaned = text.replace(/€|EUR|\s/gi, '').replace(',', '.');
  const price = Number(cleaned);
  return cleaned !== '' && Number.isFinite(price) ? price : row?.unitPrice;
}

const columns: GridColDef<StockItem>[] = stockColumns.map((column) => {
  if (column.field === 'unitPrice') {
    return { ...column, editable: true, valueParser: (value: string, row) => parsePrice(value, row) };
  }
  // The shelf column's valueSetter (in stock.ts) splits "b3" into aisle "B" and bay 3.
  return { ...column, editable: column.field === 'shelf' || column.field === 'quantity' };
});
// preview-end

const sample = ['b3\t4\t€9,95', 'C1\t6\t10.50 EUR', 'a 2\t11\t7,2'].join('\n');

export default function ParsePastedValues() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Copy these cells: Shelf, Qty, Unit price"
        multiline
        minRows={3}
        maxRows={3}
        defaultValue={sample}
        size="small"
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium rows={stock} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
      </Box>
    </Stack>
  );
}
