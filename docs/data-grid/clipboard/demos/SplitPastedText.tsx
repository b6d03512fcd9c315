import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { stock, stockColumns, type StockItem } from './stock';

const columns: GridColDef<StockItem>[] = stockColumns.map((column) => ({
  ...column,
  editable: column.field !== 'sku',
}));

// preview-start
// Tabs from a spreadsheet, or semicolons and commas from a CSV file.
function splitPastedText(text: string, delimiter: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  const first = lines[0] ?? '';
  let separator = delimiter;
  if (!first.includes(delimiter)) {
    separator = first.includes(';') ? ';' : ',';
  }
  // Returning null cancels the paste: here, anything over 20 lines.
  if (lines.length > 20) {
    return null;
  }
  return lines.map((line) => line.split(separator).map((cell) => cell.trim()));
}
// preview-end

const sample = ['8; 9.5', '14; 11.9', '5; 14.5'].join('\n');

export default function SplitPastedText() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Semicolon-separated: Qty; Unit price"
        multiline
        minRows={3}
        maxRows={3}
        defaultValue={sample}
        size="small"
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={stock}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          splitClipboardPastedText={splitPastedText}
        />
      </Box>
    </Stack>
  );
}
