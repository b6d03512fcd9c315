import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReferenceDateTime() {
  const [inspection, setInspection] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <DateCalendar
          value={inspection}
          onChange={setInspection}
          referenceDate={dayjs('2026-04-01T08:15')}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>
          {inspection
            ? `Inspection booked: ${inspection.format('YYYY-MM-DD HH:mm')}`
            : 'No day picked yet. Pick one: its time comes from the reference date.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
