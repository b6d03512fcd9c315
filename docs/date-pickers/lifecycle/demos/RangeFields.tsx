import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';
import { EventLog, show, useEventLog } from './eventLog';

type FieldKind = 'single' | 'multi';

const showRange = ([start, end]: DateRange<Dayjs>) => `[${show(start)}, ${show(end)}]`;

export default function RangeFields() {
  const { events, log, clear } = useEventLog(10);
  const [fieldKind, setFieldKind] = React.useState<FieldKind>('single');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={fieldKind}
          onChange={(_event, next: FieldKind | null) => next && setFieldKind(next)}
          aria-label="Field"
        >
          <ToggleButton value="single">Single input</ToggleButton>
          <ToggleButton value="multi">Multi input</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          {/* preview-start */}
          <DesktopDateRangePicker
            key={fieldKind}
            label="Hotel stay"
            localeText={{ start: 'Check-in', end: 'Check-out' }}
            defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-17')]}
            slots={{ field: fieldKind === 'single' ? SingleInputDateRangeField : MultiInputDateRangeField }}
            onChange={(value, context) =>
              log(`onChange ${showRange(value)} (${JSON.stringify(context.validationError)})`)
            }
            onAccept={(value) => log(`onAccept ${showRange(value)}`)}
            onOpen={() => log('onOpen')}
            onClose={() => log('onClose')}
          />
          {/* preview-end */}
          <EventLog events={events} onClear={clear} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
