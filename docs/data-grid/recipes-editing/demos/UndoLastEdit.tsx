import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { bookings, column, rowChanged, type Booking } from './bookings';

const columns: GridColDef<Booking>[] = [
  column('traveller'),
  column('city', { editable: true }),
  column('checkIn', { editable: true }),
  column('checkOut', { editable: true }),
  column('rate', { editable: true }),
];

export default function UndoLastEdit() {
  const apiRef = useGridApiRef();
  // The rows as they were before each edit, newest last.
  const [history, setHistory] = React.useState<Booking[]>([]);

  // preview-start
  // `processRowUpdate` receives the row before and after each committed edit: keep the old one,
  // unless nothing changed (Enter on an untouched cell commits too).
  const processRowUpdate = (newRow: Booking, oldRow: Booking) => {
    if (rowChanged(oldRow, newRow)) {
      setHistory((previous) => [...previous, oldRow].slice(-20));
    }
    return newRow;
  };

  const undo = () => {
    const previous = history.at(-1);
    if (previous) {
      apiRef.current?.updateRows([previous]);
      setHistory(history.slice(0, -1));
    }
  };
  // preview-end

  const last = history.at(-1);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!last} onClick={undo}>
          Undo
        </Button>
        <Typography variant="body2" aria-live="polite">
          {last
            ? `${history.length} edit${history.length === 1 ? '' : 's'} to undo; the last changed ${last.traveller}'s booking.`
            : 'Nothing to undo.'}
        </Typography>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={bookings} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Box>
  );
}
