import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

const presets = {
  'year, day': ['year', 'day'],
  'year, month, day': ['year', 'month', 'day'],
  'year, month': ['year', 'month'],
  day: ['day'],
} satisfies Record<string, DateView[]>;
type Preset = keyof typeof presets;

export default function CalendarViews() {
  const [preset, setPreset] = React.useState<Preset>('year, month, day');
  const [openTo, setOpenTo] = React.useState<DateView>('month');
  const views: DateView[] = presets[preset];
  const effectiveOpenTo = views.includes(openTo) ? openTo : (views[0] ?? 'day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, next: Preset | null) => next && setPreset(next)}
          aria-label="views"
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {(Object.keys(presets) as Preset[]).map((key) => (
            <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
              [{key}]
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={effectiveOpenTo}
          onChange={(_, next: DateView | null) => next && setOpenTo(next)}
          aria-label="openTo"
        >
          {views.map((view) => (
            <ToggleButton key={view} value={view} sx={{ textTransform: 'none' }}>
              openTo: {view}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateCalendar views={views} openTo={effectiveOpenTo} defaultValue={dayjs('2026-03-14')} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
