import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { stock, stockColumns, type StockItem } from './stock';

const columns: GridColDef<StockItem>[] = stockColumns.map((column) => ({
  ...column,
  editable: column.field === 'quantity',
}));

const sample = ['0', '0', '0', '0'].join('\n');

interface PendingPaste {
  data: string[][];
  answer: (confirmed: boolean) => void;
}

export default function ConfirmPasteDialog() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // preview-start
  // The grid waits for this promise: resolve to paste, reject to cancel.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        setPending({
          data,
          answer: (confirmed) => {
            setPending(null);
            if (confirmed) {
              resolve();
            } else {
              reject(new Error('Paste cancelled'));
            }
          },
        });
      }),
    [],
  );
  // preview-end

  const cellCount = pending ? pending.data.reduce((count, line) => count + line.length, 0) : 0;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Four zero quantities to copy"
        multiline
        minRows={2}
        maxRows={2}
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
          onBeforeClipboardPasteStart={confirmPaste}
        />
      </Box>
      <Dialog open={pending !== null} onClose={() => pending?.answer(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title">Overwrite stock counts?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.data.length ?? 0} line(s), {cellCount} value(s) in all. Pasting replaces the
            quantities of the cells they land on.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.answer(false)}>Cancel</Button>
          <Button onClick={() => pending?.answer(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
