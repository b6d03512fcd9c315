import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeHandlerContext, PickerChangeImportance } from '@mui/x-date-pickers/models';

// The invoice is issued on 14 March 2026; its due date is picked from there.
const issued = dayjs('2026-03-14');

const dueDateShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Net 15', getValue: () => issued.add(15, 'day') },
  { label: 'Net 30', getValue: () => issued.add(30, 'day') },
  { label: 'End of month', getValue: () => issued.endOf('month').startOf('day') },
];

export default function ShortcutEvents() {
  const [changeImportance, setChangeImportance] = React.useState<PickerChangeImportance>('accept');
  const [events, setEvents] = React.useState<string[]>([]);

  const log = (name: string) => (value: Dayjs | null, context: PickerChangeHandlerContext<unknown>) => {
    const date = value?.isValid() ? value.format('YYYY-MM-DD') : String(value);
    const via = context.shortcut ? ` (shortcut "${context.shortcut.label}")` : '';
    setEvents((previous) => [...previous, `${name} ${date}${via}`].slice(-5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={changeImportance}
            onChange={(_, value: PickerChangeImportance | null) => value && setChangeImportance(value)}
            aria-label="changeImportance"
          >
            <ToggleButton value="accept" sx={{ textTransform: 'none' }}>
              changeImportance=&quot;accept&quot;
            </ToggleButton>
            <ToggleButton value="set" sx={{ textTransform: 'none' }}>
              &quot;set&quot;
            </ToggleButton>
          </ToggleButtonGroup>
          {/* preview-start */}
          <DatePicker
            label="Due date"
            referenceDate={issued}
            onChange={log('onChange')}
            onAccept={log('onAccept')}
            onClose={() => setEvents((previous) => [...previous, 'onClose'].slice(-5))}
            slotProps={{
              shortcuts: { items: dueDateShortcuts, changeImportance },
              // With "set", nothing closes the popover: offer a way to confirm.
              actionBar: { actions: changeImportance === 'set' ? ['cancel', 'accept'] : [] },
            }}
          />
          {/* preview-end */}
        </Stack>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" component="p">
            Events, latest last
          </Typography>
          <Box
            component="ol"
            dir="ltr"
            sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {events.map((event, index) => (
              <li key={index}>{event}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
