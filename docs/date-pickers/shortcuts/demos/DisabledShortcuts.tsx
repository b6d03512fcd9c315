import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-03-14');

const collectionShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'In two months', getValue: () => today.add(2, 'month') },
];

export default function DisabledShortcuts() {
  const [noticeNeeded, setNoticeNeeded] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={noticeNeeded} onChange={(event) => setNoticeNeeded(event.target.checked)} />}
          label="Two days' notice (minDate)"
        />
        {/* preview-start */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={today}
          // Collections are booked at least two days ahead, and at most one month ahead.
          minDate={noticeNeeded ? today.add(2, 'day') : today}
          maxDate={today.add(1, 'month')}
          slotProps={{ shortcuts: { items: collectionShortcuts } }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
