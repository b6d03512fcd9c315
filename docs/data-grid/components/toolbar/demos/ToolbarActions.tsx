import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { DataGrid, type GridRowSelectionModel, type GridSlotProps, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { type Loan, loanColumns, loans } from './loans';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddLoan?: () => void;
    onReturnSelected?: () => void;
    selectedCount?: number;
  }
}

// preview-start
function LoanActionsToolbar({ onAddLoan, onReturnSelected, selectedCount = 0 }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <ToolbarButton aria-label="Add a loan" onClick={onAddLoan}>
        <AddIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        aria-label={`Mark the selected loans as returned (${selectedCount})`}
        onClick={onReturnSelected}
        disabled={selectedCount === 0}
      >
        <AssignmentReturnIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}
// preview-end

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function ToolbarActions() {
  const [rows, setRows] = React.useState<Loan[]>(loans.slice(0, 6));
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(emptySelection);

  const addLoan = () => {
    const id = Math.max(...rows.map((row) => row.id)) + 1;
    setRows([
      ...rows,
      {
        id,
        tool: 'Circular saw',
        borrower: 'New member',
        borrowedOn: new Date(2026, 2, 21),
        deposit: 50,
        returned: false,
      },
    ]);
  };

  // The header checkbox selects all rows as { type: 'exclude', ids: <none> }.
  const isSelected = (id: number) => (selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id));
  const selectedCount = rows.filter((row) => isSelected(row.id)).length;

  const returnSelected = () => {
    setRows(rows.map((row) => (isSelected(row.id) ? { ...row, returned: true } : row)));
    setSelection(emptySelection);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rows.length} loans, {rows.filter((row) => !row.returned).length} still out
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={loanColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
          slots={{ toolbar: LoanActionsToolbar }}
          slotProps={{
            toolbar: {
              onAddLoan: addLoan,
              onReturnSelected: returnSelected,
              selectedCount,
            },
          }}
        />
      </Box>
    </Box>
  );
}
