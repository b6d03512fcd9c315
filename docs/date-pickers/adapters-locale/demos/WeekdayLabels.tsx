import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
const formatters = {
  // What the calendar does when you pass nothing:
  'Default (first letter)': (day: Dayjs) => day.format('dd').charAt(0).toUpperCase(),
  'Two letters (dd)': (day: Dayjs) => day.format('dd'),
  'Short name (ddd)': (day: Dayjs) => day.format('ddd'),
  'Short name, no dot': (day: Dayjs) => day.format('ddd').replace('.', ''),
};
type FormatterName = keyof typeof formatters;
// preview-end

export default function WeekdayLabels() {
  const [choice, setChoice] = React.useState<FormatterName>('Two letters (dd)');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="dayOfWeekFormatter"
        value={choice}
        onChange={(event) => setChoice(event.target.value as FormatterName)}
        sx={{ minWidth: 240 }}
      >
        {Object.keys(formatters).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        {/* preview-start */}
        <DateCalendar dayOfWeekFormatter={formatters[choice]} defaultValue={dayjs('2026-03-14')} />
        {/* preview-end */}
      </LocalizationProvider>
    </Stack>
  );
}
