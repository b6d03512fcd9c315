import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LocalTimeValue() {
  // preview-start
  // No zone in the string, no `timezone` prop: 09:30 on the user's own clock.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        {/* preview-start */}
        <DateTimePicker label="Dentist appointment" value={value} onChange={(newValue) => setValue(newValue)} />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          value.format(): {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)} (local time)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
