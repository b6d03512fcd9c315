import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateOrTimeView, DateView, TimeView } from '@mui/x-date-pickers/models';
import { buildJsx, hasDayView, hasTimeView, type Family, type PlaygroundSettings, type Variant } from './buildJsx';

const appointment = dayjs('2026-03-14T09:30');

const allViews: Record<Family, DateOrTimeView[]> = {
  date: ['year', 'month', 'day'],
  time: ['hours', 'minutes', 'seconds'],
  dateTime: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
};
const defaultViews: Record<Family, DateOrTimeView[]> = {
  date: ['year', 'day'],
  time: ['hours', 'minutes'],
  dateTime: ['year', 'day', 'hours', 'minutes'],
};

const isDateView = (view: DateOrTimeView): view is DateView => ['year', 'month', 'day'].includes(view);
const isTimeView = (view: DateOrTimeView): view is TimeView => ['hours', 'minutes', 'seconds'].includes(view);

type Flag = 'disabled' | 'readOnly' | 'ampm' | 'displayWeekNumber' | 'showDaysOutsideCurrentMonth';

function Preview({ settings, views }: { settings: PlaygroundSettings; views: DateOrTimeView[] }) {
  const { family, variant } = settings;
  const common = {
    defaultValue: appointment,
    orientation: settings.orientation,
    disabled: settings.disabled,
    readOnly: settings.readOnly,
    ...(settings.closeOnSelect !== 'default' && { closeOnSelect: settings.closeOnSelect === 'true' }),
  };
  const field = { label: 'Appointment', formatDensity: settings.formatDensity };
  const day = {
    displayWeekNumber: settings.displayWeekNumber,
    showDaysOutsideCurrentMonth: settings.showDaysOutsideCurrentMonth,
  };
  const time = { ampm: settings.ampm };

  if (family === 'date') {
    const props = { ...common, ...day, views: views.filter(isDateView) };
    if (variant === 'static') return <StaticDatePicker {...props} />;
    if (variant === 'desktop') return <DesktopDatePicker {...props} {...field} />;
    if (variant === 'mobile') return <MobileDatePicker {...props} {...field} />;
    return <DatePicker {...props} {...field} />;
  }
  if (family === 'time') {
    const props = { ...common, ...time, views: views.filter(isTimeView) };
    if (variant === 'static') return <StaticTimePicker {...props} />;
    if (variant === 'desktop') return <DesktopTimePicker {...props} {...field} />;
    if (variant === 'mobile') return <MobileTimePicker {...props} {...field} />;
    return <TimePicker {...props} {...field} />;
  }
  const props = { ...common, ...day, ...time, views };
  if (variant === 'static') return <StaticDateTimePicker {...props} />;
  if (variant === 'desktop') return <DesktopDateTimePicker {...props} {...field} />;
  if (variant === 'mobile') return <MobileDateTimePicker {...props} {...field} />;
  return <DateTimePicker {...props} {...field} />;
}

export default function PickerPlayground() {
  const [family, setFamily] = React.useState<Family>('date');
  const [variant, setVariant] = React.useState<Variant>('responsive');
  const [views, setViews] = React.useState<DateOrTimeView[]>(defaultViews.date);
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [formatDensity, setFormatDensity] = React.useState<'dense' | 'spacious'>('dense');
  const [closeOnSelect, setCloseOnSelect] = React.useState<'default' | 'true' | 'false'>('default');
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    disabled: false,
    readOnly: false,
    ampm: true,
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
  });

  const settings: PlaygroundSettings = {
    family,
    variant,
    views,
    defaultViews: defaultViews[family],
    orientation,
    formatDensity,
    closeOnSelect,
    ...flags,
  };

  const changeFamily = (next: Family) => {
    setFamily(next);
    setViews(defaultViews[next]);
  };
  // Keeps the views in their canonical order, and at least one of them.
  const toggleView = (view: DateOrTimeView) => {
    const next = views.includes(view) ? views.filter((item) => item !== view) : [...views, view];
    if (next.length > 0) setViews(allViews[family].filter((item) => next.includes(item)));
  };
  const flagSwitch = (flag: Flag, enabled = true) => (
    <FormControlLabel
      key={flag}
      disabled={!enabled}
      control={
        <Switch
          size="small"
          checked={flags[flag]}
          onChange={(event) => setFlags((prev) => ({ ...prev, [flag]: event.target.checked }))}
        />
      }
      label={flag}
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={family}
            onChange={(_, next: Family | null) => next && changeFamily(next)}
            aria-label="Component"
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="time">Time</ToggleButton>
            <ToggleButton value="dateTime">Date time</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={variant}
            onChange={(_, next: Variant | null) => next && setVariant(next)}
            aria-label="Variant"
          >
            <ToggleButton value="responsive">Responsive</ToggleButton>
            <ToggleButton value="desktop">Desktop</ToggleButton>
            <ToggleButton value="mobile">Mobile</ToggleButton>
            <ToggleButton value="static">Static</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={orientation}
            onChange={(_, next: 'portrait' | 'landscape' | null) => next && setOrientation(next)}
            aria-label="Orientation"
          >
            <ToggleButton value="portrait">Portrait</ToggleButton>
            <ToggleButton value="landscape">Landscape</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ typography: 'body2' }}>
            views
          </FormLabel>
          <FormGroup row sx={{ ml: 0.5 }}>
            {allViews[family].map((view) => (
              <FormControlLabel
                key={view}
                control={<Checkbox size="small" checked={views.includes(view)} onChange={() => toggleView(view)} />}
                label={view}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormGroup row sx={{ ml: 0.5 }}>
          {flagSwitch('disabled')}
          {flagSwitch('readOnly')}
          {flagSwitch('ampm', hasTimeView(settings))}
          {flagSwitch('displayWeekNumber', hasDayView(settings))}
          {flagSwitch('showDaysOutsideCurrentMonth', hasDayView(settings))}
        </FormGroup>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FormControl size="small" sx={{ minWidth: 160 }} disabled={variant === 'static'}>
            <InputLabel id="playground-density">formatDensity</InputLabel>
            <Select
              labelId="playground-density"
              label="formatDensity"
              value={formatDensity}
              onChange={(event) => setFormatDensity(event.target.value)}
            >
              <MenuItem value="dense">dense</MenuItem>
              <MenuItem value="spacious">spacious</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id="playground-close">closeOnSelect</InputLabel>
            <Select
              labelId="playground-close"
              label="closeOnSelect"
              value={closeOnSelect}
              onChange={(event) => setCloseOnSelect(event.target.value)}
            >
              <MenuItem value="default">default</MenuItem>
              <MenuItem value="true">true</MenuItem>
              <MenuItem value="false">false</MenuItem>
            </Select>
          </FormControl>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '0 1 auto', pt: 1, maxWidth: '100%', overflowX: 'auto' }}>
            {/* A new key mounts a fresh picker when the component or its views change. */}
            <Preview key={`${family}-${variant}-${views.join()}`} settings={settings} views={views} />
          </Box>
          <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              The JSX for this picker
            </Typography>
            <Box
              component="pre"
              dir="ltr"
              sx={{
                m: 0,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                typography: 'body2',
                fontFamily: 'monospace',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {buildJsx(settings)}
            </Box>
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
