import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, type Expense } from './expenses';

type Edge = 'top' | 'bottom';
type PinnedIds = Record<Edge, GridRowId[]>;

export default function PinFromActions() {
  const [pinnedIds, setPinnedIds] = React.useState<PinnedIds>({ top: ['e9'], bottom: [] });

  // preview-start
  const pin = React.useCallback((id: GridRowId, edge: Edge | null) => {
    setPinnedIds((previous) => ({
      top: edge === 'top' ? [...previous.top, id] : previous.top.filter((pinned) => pinned !== id),
      bottom: edge === 'bottom' ? [...previous.bottom, id] : previous.bottom.filter((pinned) => pinned !== id),
    }));
  }, []);

  // A row lives in one place at a time: pinned rows are taken out of `rows`.
  const { rows, pinnedRows } = React.useMemo(() => {
    const isPinned = (expense: Expense) => pinnedIds.top.includes(expense.id) || pinnedIds.bottom.includes(expense.id);
    const byId = (id: GridRowId) => expenses.find((expense) => expense.id === id)!;
    const pinned: GridPinnedRowsProp<Expense> = { top: pinnedIds.top.map(byId), bottom: pinnedIds.bottom.map(byId) };
    return { rows: expenses.filter((expense) => !isPinned(expense)), pinnedRows: pinned };
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<Expense>[]>(
    () => [
      {
        field: 'pin',
        type: 'actions',
        headerName: 'Pin',
        width: 60,
        getActions: ({ id }) => {
          const isPinned = pinnedIds.top.includes(id) || pinnedIds.bottom.includes(id);
          if (isPinned) {
            return [<GridActionsCellItem key="unpin" label="Unpin" showInMenu onClick={() => pin(id, null)} />];
          }
          return [
            <GridActionsCellItem key="top" label="Pin to top" showInMenu onClick={() => pin(id, 'top')} />,
            <GridActionsCellItem key="bottom" label="Pin to bottom" showInMenu onClick={() => pin(id, 'bottom')} />,
          ];
        },
      },
      // The date column is left out to keep the demo narrow.
      ...expenseColumns.filter((column) => column.field !== 'date'),
    ],
    [pinnedIds, pin],
  );
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
