import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function FieldAndCalendar() {
  const [moveIn, setMoveIn] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField label="Move-in date" value={moveIn} onChange={setMoveIn} />
        <DateCalendar value={moveIn} onChange={setMoveIn} />
      </Stack>
    </LocalizationProvider>
  );
}
