import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ListSubheader from '@mui/material/ListSubheader';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// "Today" is fixed so that the demo looks the same every day.
const today = dayjs('2026-03-14');

// preview-start
const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'In one week', getValue: () => today.add(1, 'week') },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'No date yet', getValue: () => null },
];
// preview-end

export default function DateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        referenceDate={today}
        slotProps={{
          shortcuts: {
            items: deliveryShortcuts,
            subheader: <ListSubheader disableSticky>Deliver</ListSubheader>,
          },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
