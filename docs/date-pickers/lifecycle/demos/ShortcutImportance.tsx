import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { EventLog, show, useEventLog } from './eventLog';

const sprintStart = dayjs('2026-03-16');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Sprint start', getValue: () => sprintStart },
  { label: 'Sprint review', getValue: () => sprintStart.add(11, 'day') },
  { label: 'Next sprint', getValue: () => sprintStart.add(14, 'day') },
];

export default function ShortcutImportance() {
  const { events, log, clear } = useEventLog(8);
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={importance}
          onChange={(_event, next: PickerChangeImportance | null) => next && setImportance(next)}
          aria-label="changeImportance"
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          {/* preview-start */}
          <DesktopDatePicker
            label="Demo day"
            defaultValue={sprintStart}
            slotProps={{ shortcuts: { items: shortcuts, changeImportance: importance } }}
            onChange={(value, context) =>
              log(`onChange ${show(value)} (shortcut: ${context.shortcut?.label ?? 'none'})`)
            }
            onAccept={(value, context) =>
              log(`onAccept ${show(value)} (shortcut: ${context.shortcut?.label ?? 'none'})`)
            }
            onClose={() => log('onClose')}
          />
          {/* preview-end */}
          <EventLog events={events} onClear={clear} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
