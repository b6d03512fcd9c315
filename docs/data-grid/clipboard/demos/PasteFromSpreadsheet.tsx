import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { stock, stockColumns, type StockItem } from './stock';

// Every column but the SKU (the row's key) takes pasted values.
const columns: GridColDef<StockItem>[] = stockColumns.map((column) => ({
  ...column,
  editable: column.field !== 'sku',
}));

const sample = ['3\t9.2', '15\t12.4', '9\t14.9'].join('\n');

export default function PasteFromSpreadsheet() {
  const [pasteAllowed, setPasteAllowed] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Two columns to copy: Qty, Unit price"
          multiline
          minRows={3}
          maxRows={3}
          defaultValue={sample}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
        <FormControlLabel
          control={<Switch checked={pasteAllowed} onChange={(event) => setPasteAllowed(event.target.checked)} />}
          label="Allow paste"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={stock}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste={!pasteAllowed}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
