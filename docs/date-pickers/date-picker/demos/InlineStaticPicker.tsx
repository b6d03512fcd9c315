import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function InlineStaticPicker() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <StaticDatePicker defaultValue={dayjs('2026-03-14')} onAccept={(newValue) => setAccepted(newValue)} />
        <Typography variant="body2" dir="ltr" role="status">
          {accepted
            ? `Delivery booked for ${accepted.format('dddd D MMMM YYYY')}`
            : 'Pick a delivery day and press OK.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
