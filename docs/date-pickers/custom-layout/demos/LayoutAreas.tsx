import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

type Orientation = 'portrait' | 'landscape';

const today = dayjs('2026-03-14');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'In one week', getValue: () => today.add(1, 'week') },
];

// One colour per area of the layout grid.
const areas = [
  { name: 'toolbar', className: pickersLayoutClasses.toolbar, color: '#1976d2' },
  { name: 'shortcuts', className: pickersLayoutClasses.shortcuts, color: '#9c27b0' },
  { name: 'contentWrapper', className: pickersLayoutClasses.contentWrapper, color: '#2e7d32' },
  { name: 'actionBar', className: pickersLayoutClasses.actionBar, color: '#d84315' },
];
const outlines = Object.fromEntries(
  areas.map((area) => [`& .${area.className}`, { outline: `2px dashed ${area.color}`, outlineOffset: -2 }]),
);

export default function LayoutAreas() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');
  const [withShortcuts, setWithShortcuts] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={orientation}
            onChange={(_, value: Orientation | null) => value && setOrientation(value)}
            aria-label="orientation"
          >
            <ToggleButton value="portrait" sx={{ textTransform: 'none' }}>
              portrait
            </ToggleButton>
            <ToggleButton value="landscape" sx={{ textTransform: 'none' }}>
              landscape
            </ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Switch checked={withShortcuts} onChange={(event) => setWithShortcuts(event.target.checked)} />}
            label="Shortcuts"
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} component="ul" aria-label="Legend">
          {areas.map((area) => (
            <Typography key={area.name} component="li" variant="body2" sx={{ listStyle: 'none' }}>
              <Box
                component="span"
                sx={{ display: 'inline-block', width: 12, height: 12, mr: 0.5, border: `2px dashed ${area.color}` }}
              />
              {area.name}
            </Typography>
          ))}
        </Stack>
        {/* preview-start */}
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2026-03-18')}
          slotProps={{
            layout: { sx: outlines },
            shortcuts: { items: withShortcuts ? shortcuts : [] },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
