import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EventLog, show, useEventLog } from './eventLog';

export default function ControlledOpen() {
  const { events, log, clear } = useEventLog(8);
  const [open, setOpen] = React.useState(false);
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Reschedule delivery
          </Button>
          {/* preview-start */}
          <DatePicker
            label="Delivery date"
            value={delivery}
            onChange={(value) => {
              setDelivery(value);
              log(`onChange ${show(value)}`);
            }}
            onAccept={(value) => log(`onAccept ${show(value)}`)}
            open={open}
            onOpen={() => {
              log('onOpen');
              setOpen(true);
            }}
            onClose={() => {
              log('onClose');
              setOpen(false);
            }}
          />
          {/* preview-end */}
          <Typography variant="body2" dir="ltr">
            open: {String(open)}, value: {show(delivery)}
          </Typography>
        </Stack>
        <EventLog events={events} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
