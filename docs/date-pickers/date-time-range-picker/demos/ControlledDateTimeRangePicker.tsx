import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function summary([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Choose both ends to see the length of the stay.';
  }
  const hours = end.diff(start, 'hour', true);
  return `${start.format('ddd D MMM HH:mm')} to ${end.format('ddd D MMM HH:mm')}: ${hours.toFixed(1)} hours`;
}

export default function ControlledDateTimeRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T15:00'), dayjs('2026-03-16T11:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimeRangePicker label="Hotel stay" value={stay} onChange={(newValue) => setStay(newValue)} />
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {summary(stay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
