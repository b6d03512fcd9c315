import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function HotelStay() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(dayjs('2026-03-17'));

  // preview-start
  // The values are Dayjs objects: use the library's own methods on them.
  let lines = ['Fill in both dates'];
  if (checkIn?.isValid() && checkOut?.isValid()) {
    lines = [
      `checkOut.diff(checkIn, 'day'): ${checkOut.diff(checkIn, 'day')} nights`,
      `checkIn.format('ddd D MMM'): ${checkIn.format('ddd D MMM')}`,
      `checkIn.day() === 6 (Saturday): ${checkIn.day() === 6}`,
      `checkOut.format('YYYY-MM-DD'): ${checkOut.format('YYYY-MM-DD')}`,
    ];
  }
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <DatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
        <DatePicker
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          {...(checkIn?.isValid() && { minDate: checkIn.add(1, 'day') })}
        />
      </Stack>
      <Box
        component="ul"
        dir="ltr"
        sx={{ typography: 'body2', fontFamily: 'monospace', mt: 1, mb: 0, pl: 3, overflowWrap: 'anywhere' }}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
