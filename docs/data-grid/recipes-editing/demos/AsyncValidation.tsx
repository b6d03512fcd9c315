import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { bookings, column, euros, type Booking } from './bookings';
import { fetchRateLimit } from './policy';

// The usual number editor, outlined in red while the value is refused.
function RateEditCell(props: GridRenderEditCellParams<Booking, number>) {
  return (
    <Box sx={{ width: 1, height: 1, outline: props.error ? 2 : 0, outlineColor: 'error.main', outlineOffset: -2 }}>
      <GridEditInputCell {...props} />
    </Box>
  );
}

export default function AsyncValidation() {
  const [message, setMessage] = React.useState('Edit a rate: the travel policy is checked before it is kept.');

  // preview-start
  const columns = React.useMemo<GridColDef<Booking>[]>(
    () => [
      column('traveller'),
      column('city'),
      column('rate', {
        editable: true,
        // Runs on every change of the value; while its promise is pending, the cell cannot be saved.
        preProcessEditCellProps: async ({ props, row }: GridPreProcessEditCellProps<number, Booking>) => {
          setMessage('Checking the travel policy…');
          const limit = await fetchRateLimit(row.city);
          const tooHigh = typeof props.value === 'number' && props.value > limit;
          setMessage(
            tooHigh
              ? `${euros.format(props.value as number)} is above the ${euros.format(limit)} limit for ${row.city}. Lower it, or press Escape to cancel.`
              : `Within the ${euros.format(limit)} limit for ${row.city}. Press Enter to keep it.`,
          );
          return { ...props, error: tooHigh };
        },
        renderEditCell: (params: GridRenderEditCellParams<Booking, number>) => <RateEditCell {...params} />,
      }),
    ],
    [],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={bookings} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
