import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function duration([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'incomplete';
  }
  const minutes = end.diff(start, 'minute');
  return minutes < 0 ? 'ends before it starts' : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function ControlledDateTimeRangeField() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T22:50'), dayjs('2026-03-15T07:05')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateTimeRangeField
          label="Night bus"
          value={trip}
          onChange={(newValue) => setTrip(newValue)}
          ampm={false}
          dateSeparator="→"
        />
        <Typography variant="body2" dir="ltr">
          Duration: {duration(trip)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
