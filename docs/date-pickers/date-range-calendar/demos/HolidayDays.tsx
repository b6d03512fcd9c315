import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, type DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

const holidays: Record<string, string> = {
  '2026-04-03': 'Good Friday',
  '2026-04-06': 'Easter Monday',
  '2026-05-01': 'Labour Day',
};

const holidayOf = (day: Dayjs) => holidays[day.format('YYYY-MM-DD')];

// preview-start
function HolidayDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const holiday = outsideCurrentMonth ? undefined : holidayOf(day);
  if (!holiday) {
    return <DateRangePickerDay {...props} />;
  }
  return (
    <DateRangePickerDay {...props} aria-label={`${day.format('D MMMM')}, ${holiday}`}>
      {day.format('D')}
      <Box
        component="span"
        aria-hidden
        sx={{ position: 'absolute', bottom: 4, width: 4, height: 4, borderRadius: '50%', bgcolor: 'warning.main' }}
      />
    </DateRangePickerDay>
  );
}
// preview-end

export default function HolidayDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        {/* preview-start */}
        <DateRangeCalendar slots={{ day: HolidayDay }} defaultValue={[dayjs('2026-03-30'), dayjs('2026-04-10')]} />
        {/* preview-end */}
        <Typography variant="body2">A dot marks a public holiday: {Object.values(holidays).join(', ')}.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
