import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { bookings, column, type Booking } from './bookings';

const columns: GridColDef<Booking>[] = [
  column('traveller'),
  column('city', { editable: true }),
  column('rate', { editable: true }),
];

export default function DiscardOnFocusOut() {
  const apiRef = useGridApiRef();
  const [discard, setDiscard] = React.useState(true);
  const [message, setMessage] = React.useState('Edit a city or a rate, then click elsewhere on the page.');

  // preview-start
  const handleCellEditStart = ({ row, colDef }: GridCellParams<Booking>) =>
    setMessage(`Editing ${row.traveller}'s ${colDef.headerName?.toLowerCase()}.`);

  const handleCellEditStop: GridEventListener<'cellEditStop'> = ({ id, field, reason }, event) => {
    if (discard && reason === GridCellEditStopReasons.cellFocusOut) {
      // Replace the grid's default (keep the new value) with a cancel.
      event.defaultMuiPrevented = true;
      apiRef.current?.stopCellEditMode({ id, field, ignoreModifications: true });
      setMessage('Focus left the cell: the edit was discarded.');
      return;
    }
    setMessage(`Editing stopped (${reason ?? 'from code'}).`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />}
          label="Clicking away discards the edit"
        />
        <Typography variant="body2" aria-live="polite">
          {message}
        </Typography>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={bookings}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
    </Box>
  );
}
