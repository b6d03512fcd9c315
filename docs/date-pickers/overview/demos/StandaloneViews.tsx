import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function StandaloneViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-03T14:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} ampm={false} />
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 1 }}>
        Both views share one value: {value ? value.format('ddd D MMM YYYY, HH:mm') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
