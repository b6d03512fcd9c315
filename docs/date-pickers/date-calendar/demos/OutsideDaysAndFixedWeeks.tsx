import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function OutsideDaysAndFixedWeeks() {
  const [showOutside, setShowOutside] = React.useState(true);
  const [fixedWeeks, setFixedWeeks] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <FormControlLabel
            control={<Switch checked={showOutside} onChange={(event) => setShowOutside(event.target.checked)} />}
            label="showDaysOutsideCurrentMonth"
          />
          <FormControlLabel
            control={<Switch checked={fixedWeeks} onChange={(event) => setFixedWeeks(event.target.checked)} />}
            label="fixedWeekNumber={6}"
          />
        </Stack>
        {/* preview-start */}
        <DateCalendar
          defaultValue={dayjs('2026-02-16')}
          showDaysOutsideCurrentMonth={showOutside}
          {...(fixedWeeks ? { fixedWeekNumber: 6 } : {})}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
