import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

type Locale = 'en' | 'en-gb';

// preview-start
const weekLabels: Partial<PickersLocaleText> = {
  calendarWeekNumberHeaderText: 'Wk',
  calendarWeekNumberHeaderLabel: 'Week of the year',
  calendarWeekNumberText: (weekNumber) => `W${weekNumber}`,
  calendarWeekNumberAriaLabelText: (weekNumber) => `Week ${weekNumber} of the year`,
};
// preview-end

export default function WeekNumbers() {
  const [locale, setLocale] = React.useState<Locale>('en-gb');
  const [customLabels, setCustomLabels] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_, next: Locale | null) => next && setLocale(next)}
          aria-label="adapterLocale"
        >
          <ToggleButton value="en" sx={{ textTransform: 'none' }}>
            en (Sunday first)
          </ToggleButton>
          <ToggleButton value="en-gb" sx={{ textTransform: 'none' }}>
            en-gb (Monday first)
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={customLabels} onChange={(event) => setCustomLabels(event.target.checked)} />}
          label="Custom labels"
        />
      </Stack>
      {/* preview-start */}
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        {...(customLabels ? { localeText: weekLabels } : {})}
      >
        <DateCalendar
          displayWeekNumber
          defaultValue={dayjs('2026-03-14')}
          sx={{
            // The default grey of the week numbers is too light to read comfortably.
            [`& .${dayCalendarClasses.weekNumberLabel}, & .${dayCalendarClasses.weekNumber}`]: {
              color: 'text.secondary',
            },
          }}
        />
      </LocalizationProvider>
      {/* preview-end */}
    </Stack>
  );
}
