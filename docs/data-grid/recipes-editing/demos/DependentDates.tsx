import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridEditDateCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { bookings, column, type Booking } from './bookings';

// The usual date editor, outlined in red while the value is refused.
function DateEditCell(props: GridRenderEditCellParams<Booking, Date>) {
  return (
    <Box sx={{ width: 1, height: 1, outline: props.error ? 2 : 0, outlineColor: 'error.main', outlineOffset: -2 }}>
      <GridEditDateCell {...props} />
    </Box>
  );
}

const nights = (checkIn: unknown, checkOut: unknown) =>
  checkIn instanceof Date && checkOut instanceof Date
    ? Math.round((checkOut.getTime() - checkIn.getTime()) / 86_400_000)
    : Number.NaN;

// preview-start
// In row editing, each field's check sees the others' current edits in `otherFieldsProps`,
// and runs again when another field of the row changes.
const checkOutAfterCheckIn = ({ props, otherFieldsProps }: GridPreProcessEditCellProps<Date, Booking>) => ({
  ...props,
  error: !(nights(otherFieldsProps?.checkIn?.value, props.value) >= 1),
});

const columns: GridColDef<Booking>[] = [
  column('traveller'),
  column('checkIn', { editable: true, renderEditCell: (params) => <DateEditCell {...params} /> }),
  column('checkOut', {
    editable: true,
    preProcessEditCellProps: checkOutAfterCheckIn,
    renderEditCell: (params) => <DateEditCell {...params} />,
  }),
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => nights(row.checkIn, row.checkOut),
  },
];
// preview-end

export default function DependentDates() {
  const [message, setMessage] = React.useState('Double-click a row to edit its dates; Enter saves the row.');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={bookings}
          columns={columns}
          editMode="row"
          onRowEditStart={() =>
            setMessage('Check-out must be at least one night after check-in, or the row cannot be saved.')
          }
          onRowEditStop={() => setMessage('Double-click a row to edit its dates; Enter saves the row.')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
