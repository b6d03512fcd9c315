import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { EventLog, show, useEventLog } from './eventLog';

export default function ClockSelectionState() {
  const { events, log, clear } = useEventLog(10);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <TimeClock
          defaultValue={dayjs('2026-03-14T09:30')}
          ampm={false}
          onViewChange={(view) => log(`onViewChange ${view}`)}
          onChange={(value, selectionState, selectedView) =>
            log(`onChange ${show(value, 'HH:mm')} ${selectionState} (${selectedView})`)
          }
        />
        {/* preview-end */}
        <EventLog events={events} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
