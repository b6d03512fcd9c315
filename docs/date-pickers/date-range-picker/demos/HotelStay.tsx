import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Harbour Lights Inn: bookings open on 14 March 2026, the season ends on 31 October.
const firstNight = dayjs('2026-03-14');
const lastCheckOut = dayjs('2026-10-31');
// Nights (identified by their date) that are sold out: a festival weekend.
const soldOut = ['2026-03-20', '2026-03-21'];
const isSoldOut = (night: Dayjs) => soldOut.includes(night.format('YYYY-MM-DD'));
// Friday and Saturday nights cost more.
const rateFor = (night: Dayjs) => (night.day() === 5 || night.day() === 6 ? 145 : 110);

function summarize([checkIn, checkOut]: DateRange<Dayjs>) {
  if (!checkIn?.isValid() || !checkOut?.isValid()) {
    return 'Choose a check-in and a check-out day.';
  }
  const nights = checkOut.diff(checkIn, 'day');
  if (nights < 2) {
    return 'The minimum stay is two nights.';
  }
  let total = 0;
  for (let night = checkIn; night.isBefore(checkOut, 'day'); night = night.add(1, 'day')) {
    if (isSoldOut(night)) {
      return `The night of ${night.format('D MMMM')} is sold out: choose other dates.`;
    }
    total += rateFor(night);
  }
  return `${nights} nights, ${checkIn.format('ddd D MMM')} to ${checkOut.format('ddd D MMM')}: €${total}`;
}

export default function HotelStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-16'), dayjs('2026-03-19')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {/* preview-start */}
        <DateRangePicker
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          minDate={firstNight}
          maxDate={lastCheckOut}
          // A sold-out night cannot be a check-in day, and the morning after it
          // cannot be a check-out day.
          shouldDisableDate={(day, position) =>
            position === 'start' ? isSoldOut(day) : isSoldOut(day.subtract(1, 'day'))
          }
        />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          {summarize(stay)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
