import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null: pick a date and a time';
  }
  return value.isValid() ? `${value.format('YYYY-MM-DD HH:mm Z')} = ${value.toISOString()}` : 'Invalid Date';
}

export default function EmptyPickerZone() {
  const [tokyo, setTokyo] = React.useState<Dayjs | null>(null);
  const [mumbai, setMumbai] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {/* preview-start */}
          <DateTimePicker
            label="Tokyo store opening"
            ampm={false}
            timezone="Asia/Tokyo"
            value={tokyo}
            onChange={(newValue) => setTokyo(newValue)}
          />
          {/* preview-end */}
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {describe(tokyo)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {/* preview-start */}
          <DateTimePicker
            label="Mumbai store opening"
            ampm={false}
            referenceDate={dayjs.tz('2026-03-14T09:00', 'Asia/Kolkata')}
            value={mumbai}
            onChange={(newValue) => setMumbai(newValue)}
          />
          {/* preview-end */}
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {describe(mumbai)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
