import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { useIsValidValue } from '@mui/x-date-pickers/hooks';
import {
  PickersShortcuts,
  type PickersShortcutsItem,
  type PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-03-14');

const collectionShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'In two months', getValue: () => today.add(2, 'month') },
];

// preview-start
// Renders the default shortcuts, minus the ones the picker would reject.
function AvailableShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], ...other } = props;
  const isValid = useIsValidValue<Dayjs | null>();
  const available = items.filter((item) => isValid(item.getValue({ isValid })));
  return <PickersShortcuts {...other} items={available} />;
}
// preview-end

export default function HideInvalidShortcuts() {
  const [hide, setHide] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={hide} onChange={(event) => setHide(event.target.checked)} />}
          label="Hide unavailable shortcuts"
        />
        {/* preview-start */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={today}
          minDate={today.add(2, 'day')}
          maxDate={today.add(1, 'month')}
          slots={hide ? { shortcuts: AvailableShortcuts } : {}}
          slotProps={{ shortcuts: { items: collectionShortcuts } }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
