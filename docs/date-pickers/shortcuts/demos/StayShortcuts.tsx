import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function StayShortcuts() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-16'), dayjs('2026-03-19')]);

  // preview-start
  // The items are rebuilt on every render, so they can read the current value.
  const [checkIn, checkOut] = stay;
  const items: PickersShortcutsItem<DateRange<Dayjs>>[] = [];
  if (checkIn && checkOut) {
    const nights = checkOut.diff(checkIn, 'day');
    items.push({ label: 'One more night', getValue: () => [checkIn, checkOut.add(1, 'day')] });
    if (nights > 1) {
      items.push({ label: 'One night less', getValue: () => [checkIn, checkOut.subtract(1, 'day')] });
    }
    items.push({
      label: `${nights} nights, a week later`,
      getValue: () => [checkIn.add(1, 'week'), checkOut.add(1, 'week')],
    });
  }
  items.push({ label: 'Clear', getValue: () => [null, null] });
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        {/* preview-start */}
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={1}
          value={stay}
          onChange={setStay}
          slotProps={{ shortcuts: { items, changeImportance: 'set' } }}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          {checkIn && checkOut
            ? `${checkIn.format('ddd D MMM')} to ${checkOut.format('ddd D MMM')}, ${checkOut.diff(checkIn, 'day')} nights`
            : 'Choose a check-in and a check-out day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
