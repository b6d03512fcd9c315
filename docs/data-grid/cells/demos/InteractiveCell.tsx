import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { plantColumns, plants, type Plant } from './plants';

// preview-start
interface RestockAlertProps {
  params: GridRenderCellParams<Plant>;
  watching: boolean;
  onToggle: () => void;
}

// The button takes the cell's tabIndex, so the grid gives it the focus with its cell,
// and keeps Space for itself (on a cell, the grid uses Space to move down a page).
function RestockAlert({ params, watching, onToggle }: RestockAlertProps) {
  const { tabIndex, row } = params;

  if (row.stock > 0) {
    return null;
  }
  return (
    <IconButton
      tabIndex={tabIndex}
      size="small"
      aria-pressed={watching}
      aria-label={`Tell me when ${row.name} is back`}
      onClick={onToggle}
      onKeyDown={(event) => event.key === ' ' && event.stopPropagation()}
    >
      {watching ? (
        <NotificationsActiveIcon fontSize="small" color="primary" />
      ) : (
        <NotificationsNoneIcon fontSize="small" />
      )}
    </IconButton>
  );
}
// preview-end

export default function InteractiveCell() {
  const [watched, setWatched] = React.useState<Set<number>>(() => new Set([2]));

  const columns = React.useMemo<GridColDef<Plant>[]>(() => {
    const toggle = (id: number) =>
      setWatched((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) {
          next.add(id);
        }
        return next;
      });
    return [
      ...plantColumns.filter(({ field }) => field !== 'light' && field !== 'petSafe'),
      {
        field: 'alert',
        headerName: 'Restock alert',
        width: 130,
        sortable: false,
        renderCell: (params: GridRenderCellParams<Plant>) => (
          <RestockAlert params={params} watching={watched.has(params.row.id)} onToggle={() => toggle(params.row.id)} />
        ),
      },
    ];
  }, [watched]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={plants} columns={columns} hideFooter />
    </Box>
  );
}
