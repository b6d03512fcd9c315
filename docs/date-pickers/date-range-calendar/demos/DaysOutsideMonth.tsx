import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DaysOutsideMonth() {
  const [showOutside, setShowOutside] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={showOutside} onChange={(event) => setShowOutside(event.target.checked)} />}
          label="showDaysOutsideCurrentMonth"
        />
        {/* preview-start */}
        <DateRangeCalendar
          calendars={1}
          showDaysOutsideCurrentMonth={showOutside}
          fixedWeekNumber={6}
          defaultValue={[dayjs('2026-03-30'), dayjs('2026-04-03')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
