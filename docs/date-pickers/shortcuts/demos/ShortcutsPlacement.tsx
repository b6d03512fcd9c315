import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { listItemClasses } from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-03-14');

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'In one week', getValue: () => today.add(1, 'week') },
];

type Placement = 'start' | 'end' | 'top' | 'bottom';

// The layout is a CSS grid: the calendar fills columns 2 and 3 of row 2,
// the shortcuts default to column 1 of row 2.
// preview-start
// In a row, the chips wrap instead of stacking.
const inARow = {
  display: 'flex',
  flexWrap: 'wrap',
  maxWidth: 'none',
  [`& .${listItemClasses.root}`]: { width: 'auto', pr: 0 },
};

const placements: Record<Placement, SxProps<Theme>> = {
  start: {},
  end: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 4, gridRow: 2 } },
  top: { [`& .${pickersLayoutClasses.shortcuts}`]: { ...inARow, gridColumn: '2 / 4', gridRow: 1 } },
  bottom: { [`& .${pickersLayoutClasses.shortcuts}`]: { ...inARow, gridColumn: '2 / 4', gridRow: 3 } },
};
// preview-end

export default function ShortcutsPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('top');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={placement}
          onChange={(_, value: Placement | null) => value && setPlacement(value)}
          aria-label="Shortcuts placement"
        >
          {(Object.keys(placements) as Placement[]).map((key) => (
            <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
              {key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* preview-start */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={today}
          slotProps={{
            shortcuts: { items: deliveryShortcuts },
            layout: { sx: placements[placement] },
            // No Cancel and OK buttons: row 3 is free for the shortcuts.
            actionBar: { actions: [] },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
