import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([start, end]: DateRange<Dayjs>) {
  const show = (date: Dayjs | null) => {
    if (date === null) {
      return 'null';
    }
    return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
  };
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;
  return `[${show(start)}, ${show(end)}]${nights === null ? '' : `: ${nights} night${nights === 1 ? '' : 's'}`}`;
}

export default function ControlledDateRangePicker() {
  // preview-start
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14'), dayjs('2026-03-18')]);
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        {/* preview-start */}
        <DateRangePicker label="Stay" value={stay} onChange={(newValue) => setStay(newValue)} />
        {/* preview-end */}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setStay([dayjs('2026-04-03'), dayjs('2026-04-06')])}>
            Easter weekend
          </Button>
          <Button size="small" onClick={() => setStay([null, null])}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          value: {describe(stay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
