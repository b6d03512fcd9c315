import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type Views = readonly [TimeView, ...TimeView[]];

const presets: readonly Views[] = [
  ['hours'],
  ['hours', 'minutes'],
  ['hours', 'minutes', 'seconds'],
  ['minutes', 'seconds'],
];

const findPreset = (key: string) => presets.find((preset) => preset.join() === key);

export default function TimeClockViews() {
  const [views, setViews] = React.useState<Views>(['hours', 'minutes', 'seconds']);
  const [view, setView] = React.useState<TimeView>('hours');

  const handleViewsChange = (key: string | null) => {
    const newViews = key ? findPreset(key) : undefined;
    if (newViews) {
      setViews(newViews);
      // The visible view must always be one of `views`.
      setView(newViews[0]);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" id="time-clock-views-label">
          views
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={views.join()}
          onChange={(_, key: string | null) => handleViewsChange(key)}
          aria-labelledby="time-clock-views-label"
          sx={{ flexWrap: 'wrap' }}
        >
          {presets.map((preset) => (
            <ToggleButton key={preset.join()} value={preset.join()} sx={{ textTransform: 'none' }}>
              {preset.join(', ')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" id="time-clock-view-label">
          view (visible now)
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={view}
          onChange={(_, newView: TimeView | null) => newView && setView(newView)}
          aria-labelledby="time-clock-view-label"
        >
          {views.map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* preview-start */}
        <TimeClock views={views} view={view} onViewChange={setView} defaultValue={dayjs('2026-03-14T00:04:30')} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
