import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldsOnly() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1988-11-02'));
  const [wakeUp, setWakeUp] = React.useState<Dayjs | null>(dayjs('2026-03-14T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <DateField label="Date of birth" value={birthDate} onChange={setBirthDate} />
        <TimeField label="Usual wake-up time" value={wakeUp} onChange={setWakeUp} />
      </Stack>
      <Typography variant="body2" dir="ltr" sx={{ mt: 1 }}>
        Born on a {birthDate?.isValid() ? birthDate.format('dddd') : '…'}, wakes up at{' '}
        {wakeUp?.isValid() ? wakeUp.format('HH:mm') : '…'}
      </Typography>
    </LocalizationProvider>
  );
}
