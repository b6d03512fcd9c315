import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

const presets = {
  'year, day': ['year', 'day'],
  'year, month, day': ['year', 'month', 'day'],
  'month, year': ['month', 'year'],
  year: ['year'],
  month: ['month'],
  day: ['day'],
} satisfies Record<string, DateView[]>;
type Preset = keyof typeof presets;

export default function ChooseViews() {
  const [preset, setPreset] = React.useState<Preset>('year, month, day');
  const views: DateView[] = presets[preset];
  const [openTo, setOpenTo] = React.useState<DateView>('day');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  // `openTo` must be one of `views`: fall back to the first view when it is not.
  const effectiveOpenTo = views.includes(openTo) ? openTo : (views[0] ?? 'day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, next: Preset | null) => next && setPreset(next)}
          aria-label="views"
          sx={{ flexWrap: 'wrap' }}
        >
          {(Object.keys(presets) as Preset[]).map((key) => (
            <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
              [{key}]
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl size="small" sx={{ minWidth: 140 }}>
            <InputLabel id="open-to-label">openTo</InputLabel>
            <Select
              labelId="open-to-label"
              label="openTo"
              value={effectiveOpenTo}
              onChange={(event) => setOpenTo(event.target.value)}
            >
              {views.map((view) => (
                <MenuItem key={view} value={view}>
                  {view}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {/* preview-start */}
          <DatePicker
            key={preset}
            label="Contract start"
            views={views}
            openTo={effectiveOpenTo}
            value={value}
            onChange={setValue}
          />
          {/* preview-end */}
        </Stack>
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
