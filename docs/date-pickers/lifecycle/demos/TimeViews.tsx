import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { EventLog, show, useEventLog } from './eventLog';

type Variant = 'desktop' | 'mobile';

export default function TimeViews() {
  const { events, log, clear } = useEventLog(10);
  const [variant, setVariant] = React.useState<Variant>('desktop');
  const Picker = variant === 'desktop' ? DesktopTimePicker : MobileTimePicker;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <Stack spacing={1.5}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={variant}
            onChange={(_event, next: Variant | null) => next && setVariant(next)}
            aria-label="Picker variant"
          >
            <ToggleButton value="desktop">Desktop</ToggleButton>
            <ToggleButton value="mobile">Mobile</ToggleButton>
          </ToggleButtonGroup>
          {/* preview-start */}
          <Picker
            key={variant}
            label="Dentist appointment"
            defaultValue={dayjs('2026-03-14T09:30')}
            ampm
            onViewChange={(view) => log(`onViewChange ${view}`)}
            onChange={(value) => log(`onChange ${show(value, 'hh:mm A')}`)}
            onAccept={(value) => log(`onAccept ${show(value, 'hh:mm A')}`)}
            onOpen={() => log('onOpen')}
            onClose={() => log('onClose')}
          />
          {/* preview-end */}
        </Stack>
        <EventLog events={events} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
