import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty, or some sections still blank)';
  }
  if (!value.isValid()) {
    return 'Invalid Date (every section filled, but no such moment)';
  }
  return value.format('YYYY-MM-DDTHH:mm');
}

export default function ControlledDateTimePicker() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker label="Appointment" value={appointment} onChange={(newValue) => setAppointment(newValue)} />
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          value: {describe(appointment)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
