import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const headerFormats = ['MMMM YYYY', 'MMM YYYY', 'MM/YYYY', 'YYYY-MM'];

export default function CalendarHeaderFormat() {
  const [format, setFormat] = React.useState('MM/YYYY');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        sx={{ flexWrap: 'wrap' }}
        exclusive
        value={format}
        onChange={(_event, next: string | null) => next && setFormat(next)}
        aria-label="Header format"
      >
        {headerFormats.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        {/* preview-start */}
        <DateCalendar defaultValue={dayjs('2026-03-14')} slotProps={{ calendarHeader: { format } }} />
        {/* preview-end */}
      </LocalizationProvider>
    </Stack>
  );
}
