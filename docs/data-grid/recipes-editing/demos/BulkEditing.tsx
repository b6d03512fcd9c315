import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { bookings, column, sameValue, type Booking } from './bookings';

const columns: GridColDef<Booking>[] = [
  column('traveller'),
  column('checkIn', { editable: true }),
  column('checkOut', { editable: true }),
  column('rate', { editable: true }),
];

export default function BulkEditing() {
  // `saved` stands for the server's copy; `pending` holds edited rows until the reader saves them.
  const [saved, setSaved] = React.useState<Booking[]>(bookings);
  const [pending, setPending] = React.useState<Record<number, Booking>>({});
  const count = Object.keys(pending).length;

  // preview-start
  // Each committed edit is kept aside, not saved: the grid shows it, and the cell is marked.
  const processRowUpdate = (newRow: Booking) => {
    setPending((previous) => ({ ...previous, [newRow.id]: newRow }));
    return newRow;
  };

  const getCellClassName = ({ id, field, value }: GridCellParams<Booking>) => {
    const original = saved.find((row) => row.id === id);
    return pending[Number(id)] && original && !sameValue(original[field as keyof Booking], value) ? 'changed' : '';
  };

  const saveAll = () => {
    setSaved((previous) => previous.map((row) => pending[row.id] ?? row));
    setPending({});
  };

  // A new array makes the grid drop its edited copies and show the saved rows again.
  const discardAll = () => {
    setSaved((previous) => [...previous]);
    setPending({});
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="contained" disabled={count === 0} onClick={saveAll}>
          Save {count || ''} {count === 1 ? 'change' : 'changes'}
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" aria-live="polite">
          {count === 0 ? 'No unsaved changes.' : `${count} ${count === 1 ? 'row has' : 'rows have'} unsaved changes.`}
        </Typography>
      </Box>
      <Box
        sx={{
          height: 380,
          '& .changed': { backgroundColor: (theme) => alpha(theme.palette.warning.main, 0.18) },
        }}
      >
        <DataGrid
          rows={saved}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Box>
  );
}
