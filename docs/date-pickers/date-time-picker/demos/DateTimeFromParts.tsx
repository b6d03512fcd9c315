import * as React from 'react';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DateTimeFromParts() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField label="Haircut" value={value} onChange={setValue} />
        <Paper variant="outlined" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
          <DateCalendar value={value} onChange={setValue} />
          <DigitalClock
            value={value}
            onChange={setValue}
            timeStep={30}
            sx={{ width: { sm: 140 }, maxHeight: { xs: 200, sm: 336 } }}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
