import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// "Today" is fixed so that the demo looks the same every day.
const today = dayjs('2026-03-14');

// preview-start
const reportShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = today.subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month')] },
  { label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  { label: 'Reset', getValue: () => [null, null] },
];
// preview-end

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDateRangePicker
        displayStaticWrapperAs="desktop"
        calendars={1}
        referenceDate={today}
        slotProps={{ shortcuts: { items: reportShortcuts } }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
