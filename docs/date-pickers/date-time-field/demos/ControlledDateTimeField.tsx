import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : 'Invalid Date';
}

export default function ControlledDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Parcel delivered" value={value} onChange={(newValue) => setValue(newValue)} clearable />
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          value: {describe(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
