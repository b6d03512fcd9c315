import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledDatePicker() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-07-04'));

  // `null` means empty or not fully typed yet; an invalid Dayjs means the
  // sections are all filled but do not form a real date (for example 02/31).
  let summary = 'No complete date yet.';
  if (checkIn && checkIn.isValid()) {
    summary = `Selected: ${checkIn.format('dddd, D MMMM YYYY')} (ISO ${checkIn.format('YYYY-MM-DD')})`;
  } else if (checkIn) {
    summary = 'That date does not exist.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker label="Check-in date" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <Typography variant="body2">{summary}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
