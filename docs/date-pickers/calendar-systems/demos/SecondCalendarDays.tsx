import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// preview-start
const calendars = {
  persian: {
    day: new Intl.DateTimeFormat('en-u-ca-persian', { day: 'numeric' }),
    full: new Intl.DateTimeFormat('en-u-ca-persian', { dateStyle: 'long' }),
  },
  'islamic-umalqura': {
    day: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric' }),
    full: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { dateStyle: 'long' }),
  },
};
type CalendarName = keyof typeof calendars;
const SecondCalendarContext = React.createContext<CalendarName>('persian');

// A day cell with the other calendar's day of the month under the Gregorian one.
function DayWithSecondCalendar(props: PickersDayProps) {
  const { day } = props;
  const secondCalendar = React.useContext(SecondCalendarContext);
  return (
    <PickersDay {...props}>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        {day.format('D')}
        <Box component="span" aria-hidden sx={{ fontSize: '0.625rem' }}>
          {calendars[secondCalendar].day.format(day.toDate())}
        </Box>
      </Box>
    </PickersDay>
  );
}
// preview-end

export default function SecondCalendarDays() {
  const [secondCalendar, setSecondCalendar] = React.useState<CalendarName>('persian');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={secondCalendar}
          onChange={(_event, next: CalendarName | null) => next && setSecondCalendar(next)}
          aria-label="Second calendar"
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="persian" sx={{ textTransform: 'none' }}>
            Persian (Solar Hijri)
          </ToggleButton>
          <ToggleButton value="islamic-umalqura" sx={{ textTransform: 'none' }}>
            Hijri (Umm al-Qura)
          </ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <SecondCalendarContext.Provider value={secondCalendar}>
          <DateCalendar
            value={value}
            onChange={(newValue) => setValue(newValue)}
            slots={{ day: DayWithSecondCalendar }}
          />
        </SecondCalendarContext.Provider>
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          {value?.isValid()
            ? `${value.format('D MMMM YYYY')} = ${calendars[secondCalendar].full.format(value.toDate())}`
            : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
