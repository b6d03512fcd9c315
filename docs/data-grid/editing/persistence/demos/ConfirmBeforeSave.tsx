import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { initialBudgets, type Budget } from './budgetsApi';

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', width: 150 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'amount', headerName: 'Budget (€)', type: 'number', width: 130, editable: true },
];

interface PendingChange {
  newRow: Budget;
  oldRow: Budget;
  resolve: (row: Budget) => void;
}

export default function ConfirmBeforeSave() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // preview-start
  // The grid waits for this promise: it resolves when the reader answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Budget, oldRow: Budget) =>
      new Promise<Budget>((resolve) => {
        if (newRow.amount === oldRow.amount) resolve(oldRow);
        else setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (keep: boolean) => {
    if (!pending) return;
    pending.resolve(keep ? pending.newRow : pending.oldRow); // the old row undoes the edit
    setPending(null);
  };
  // preview-end

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={initialBudgets} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Change this budget?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending &&
              `${pending.newRow.team}: from €${pending.oldRow.amount.toLocaleString('en-GB')} to €${pending.newRow.amount.toLocaleString('en-GB')}.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old budget</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Change it
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
