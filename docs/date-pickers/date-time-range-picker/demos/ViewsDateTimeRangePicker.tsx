import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker, type DateTimeRangePickerProps } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

type Precision = 'hour' | 'quarter' | 'second';

const settings: Record<Precision, Pick<DateTimeRangePickerProps, 'views' | 'timeSteps'>> = {
  hour: { views: ['day', 'hours'], timeSteps: { hours: 1 } },
  quarter: { views: ['day', 'hours', 'minutes'], timeSteps: { minutes: 15 } },
  second: { views: ['day', 'hours', 'minutes', 'seconds'], timeSteps: { minutes: 1, seconds: 1 } },
};

export default function ViewsDateTimeRangePicker() {
  const [precision, setPrecision] = React.useState<Precision>('quarter');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Precision"
          value={precision}
          onChange={(_event, next: Precision | null) => next && setPrecision(next)}
        >
          <ToggleButton value="hour">Whole hours</ToggleButton>
          <ToggleButton value="quarter">Quarter hours</ToggleButton>
          <ToggleButton value="second">Seconds</ToggleButton>
        </ToggleButtonGroup>
        <DateTimeRangePicker
          label="Server maintenance"
          sx={{ width: '100%', maxWidth: 420 }}
          defaultValue={[dayjs('2026-03-14T22:00'), dayjs('2026-03-15T02:00')]}
          {...settings[precision]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
