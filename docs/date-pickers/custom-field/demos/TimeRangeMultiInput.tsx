import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeMultiInput() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T09:30'), dayjs('2026-03-14T18:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {/* preview-start */}
        <TimeRangePicker
          value={hours}
          onChange={setHours}
          ampm={false}
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Opens at', end: 'Closes at' }}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          Saturday opening hours:{' '}
          {hours[0]?.isValid() && hours[1]?.isValid()
            ? `${hours[0].format('HH:mm')}–${hours[1].format('HH:mm')}`
            : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
