import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { EventLog, show, useEventLog } from './eventLog';

export default function CloseOnSelect() {
  const { events, log, clear } = useEventLog(8);
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <FormControlLabel
            control={<Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />}
            label="closeOnSelect"
          />
          {/* preview-start */}
          <DesktopDatePicker
            label="Flight date"
            defaultValue={dayjs('2026-03-14')}
            closeOnSelect={closeOnSelect}
            onChange={(value) => log(`onChange ${show(value)}`)}
            onAccept={(value) => log(`onAccept ${show(value)}`)}
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
