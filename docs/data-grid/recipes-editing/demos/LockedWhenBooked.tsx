import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { bookingColumns, bookings, column, type Booking } from './bookings';

const columns: GridColDef<Booking>[] = [
  ...bookingColumns
    .filter(({ field }) => field !== 'status')
    .map(({ field }) => column(field as keyof Booking, { editable: field !== 'traveller' })),
  column('status', { editable: true, type: 'singleSelect', valueOptions: ['Draft', 'Booked'] }),
];

// A booked stay is fixed: only its status can change, to reopen it. Drafts are editable throughout.
const isCellEditable = ({ row, field }: GridCellParams<Booking>) => row.status === 'Draft' || field === 'status';

export default function LockedWhenBooked() {
  const [message, setMessage] = React.useState('Double-click a cell, or press Enter on it, to edit.');

  // preview-start
  // A locked cell does not start editing, so nothing happens: say why instead.
  const explain = (params: GridCellParams<Booking>) => {
    if (params.colDef.editable && !isCellEditable(params)) {
      setMessage(`${params.row.traveller}'s stay is booked. Set its status to Draft to change it.`);
    }
  };
  const handleCellKeyDown = (params: GridCellParams<Booking>, event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      explain(params);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380, '& .booked': { color: 'text.secondary' } }}>
        <DataGrid
          rows={bookings}
          columns={columns}
          isCellEditable={isCellEditable}
          onCellDoubleClick={explain}
          onCellKeyDown={handleCellKeyDown}
          onCellEditStart={() => setMessage('Editing: Enter or Tab saves, Escape cancels.')}
          onCellEditStop={() => setMessage('Double-click a cell, or press Enter on it, to edit.')}
          getRowClassName={({ row }) => (row.status === 'Booked' ? 'booked' : '')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
