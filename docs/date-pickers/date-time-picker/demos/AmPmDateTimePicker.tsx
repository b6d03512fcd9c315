import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function AmPmDateTimePicker() {
  const [ampm, setAmpm] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          label="12-hour clock (ampm)"
        />
        <DateTimePicker label="Night shift starts" defaultValue={dayjs('2026-03-14T22:00')} ampm={ampm} />
      </Stack>
    </LocalizationProvider>
  );
}
