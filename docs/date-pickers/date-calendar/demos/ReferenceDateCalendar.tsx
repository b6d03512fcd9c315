import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReferenceDateCalendar() {
  const [visit, setVisit] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        {/* preview-start */}
        <DateCalendar value={visit} onChange={setVisit} referenceDate={dayjs('2026-06-01T09:30')} />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          Site visit: {visit ? visit.format('YYYY-MM-DD HH:mm') : 'null (nothing picked yet)'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
