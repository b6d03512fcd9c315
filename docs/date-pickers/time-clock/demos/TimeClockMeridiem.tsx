import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockMeridiem() {
  const [ampm, setAmpm] = React.useState(true);
  const [ampmInClock, setAmpmInClock] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
            label="ampm"
          />
          <FormControlLabel
            control={<Switch checked={ampmInClock} onChange={(event) => setAmpmInClock(event.target.checked)} />}
            label="ampmInClock"
          />
        </Stack>
        <TimeClock ampm={ampm} ampmInClock={ampmInClock} defaultValue={dayjs('2026-03-14T19:20')} />
      </Stack>
    </LocalizationProvider>
  );
}
