import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

dayjs.extend(utc);
dayjs.extend(timezone);

const HOTEL_ZONE = 'Asia/Makassar';

export default function RangeInZone() {
  // preview-start
  // Stored in UTC: check-in 15:00 and check-out 11:00, hotel time (UTC+8).
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs.utc('2026-03-20T07:00Z'),
    dayjs.utc('2026-03-23T03:00Z'),
  ]);
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        {/* preview-start */}
        <DateTimeRangePicker
          label="Hotel stay (Bali time)"
          ampm={false}
          timezone={HOTEL_ZONE}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          Stored: {stay.map((end) => (end?.isValid() ? end.toISOString() : String(end))).join(' → ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
