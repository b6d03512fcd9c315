import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

const lastOrders = dayjs('2026-03-14T21:30');

export default function ClockAmPm() {
  const [ampm, setAmpm] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          label="ampm"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <ClockFrame title="Last orders (DigitalClock)">
            <DigitalClock ampm={ampm} defaultValue={lastOrders} sx={{ width: 140 }} />
          </ClockFrame>
          <ClockFrame title="Last orders (MultiSectionDigitalClock)">
            <MultiSectionDigitalClock ampm={ampm} defaultValue={lastOrders} />
          </ClockFrame>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
