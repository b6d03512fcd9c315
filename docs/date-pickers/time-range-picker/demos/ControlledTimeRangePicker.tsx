import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (time: Dayjs | null) => (time === null ? 'null' : time.isValid() ? time.format('HH:mm') : 'Invalid Date');

export default function ControlledTimeRangePicker() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T08:00'), dayjs('2026-03-14T16:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimeRangePicker label="Morning shift" value={shift} onChange={(newValue) => setShift(newValue)} />
        <Typography variant="body2" dir="ltr">
          value: [{show(shift[0])}, {show(shift[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
