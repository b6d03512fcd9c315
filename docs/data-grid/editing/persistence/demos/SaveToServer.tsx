import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { initialBudgets, saveBudget, type Budget } from './budgetsApi';

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', width: 150, editable: true },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'amount', headerName: 'Budget (€)', type: 'number', width: 130, editable: true },
];

export default function SaveToServer() {
  const [status, setStatus] = React.useState<{ severity: 'success' | 'error' | 'info'; text: string }>({
    severity: 'info',
    text: 'Edit a team or a budget (try 200000), then press Enter.',
  });

  // preview-start
  const processRowUpdate = React.useCallback(
    async (newRow: Budget, oldRow: Budget, { rowId }: { rowId: GridRowId }) => {
      // Nothing changed: no request.
      if (newRow.team === oldRow.team && newRow.amount === oldRow.amount) return oldRow;
      setStatus({ severity: 'info', text: `Saving row ${rowId}…` });
      const saved = await saveBudget(newRow); // throws when the server refuses
      setStatus({ severity: 'success', text: `Saved ${saved.team}: €${saved.amount.toLocaleString('en-GB')}.` });
      return saved; // what the grid keeps
    },
    [],
  );

  const handleError = React.useCallback((error: unknown) => {
    setStatus({ severity: 'error', text: error instanceof Error ? error.message : 'The change could not be saved.' });
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={status.severity} sx={{ mb: 1 }} role="status">
        <Typography variant="body2">{status.text}</Typography>
      </Alert>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={initialBudgets}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </Box>
    </Box>
  );
}
