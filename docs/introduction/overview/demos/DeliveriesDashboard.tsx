import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface Delivery {
  id: number;
  customer: string;
  city: string;
  parcels: number;
  due: Date;
}

const deliveries: Delivery[] = [
  { id: 1, customer: 'Harbor Books', city: 'Lisbon', parcels: 3, due: new Date(2025, 4, 5) },
  { id: 2, customer: 'Nordlys Coffee', city: 'Oslo', parcels: 12, due: new Date(2025, 4, 6) },
  { id: 3, customer: 'Atelier Brun', city: 'Lyon', parcels: 1, due: new Date(2025, 4, 6) },
  { id: 4, customer: 'Kite & Co.', city: 'Dublin', parcels: 7, due: new Date(2025, 4, 8) },
  { id: 5, customer: 'Verde Market', city: 'Turin', parcels: 4, due: new Date(2025, 4, 9) },
  { id: 6, customer: 'Sable Studio', city: 'Ghent', parcels: 2, due: new Date(2025, 4, 12) },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

export default function DeliveriesDashboard() {
  // Only deliveries due on or before this day are listed.
  const [until, setUntil] = React.useState<Dayjs | null>(dayjs('2025-05-08'));

  const visibleRows = React.useMemo(
    () =>
      until && until.isValid()
        ? deliveries.filter((delivery) => !dayjs(delivery.due).isAfter(until, 'day'))
        : deliveries,
    [until],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DatePicker
            label="Due on or before"
            value={until}
            onChange={(newValue) => setUntil(newValue)}
            slotProps={{ field: { clearable: true } }}
          />
          <Typography variant="body2" color="text.secondary">
            {visibleRows.length} of {deliveries.length} deliveries shown
          </Typography>
        </Stack>
        <Box sx={{ height: 320, width: '100%' }}>
          <DataGrid rows={visibleRows} columns={columns} hideFooter disableRowSelectionOnClick />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
