import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

// The practice is open from 08:00 to 17:30; only the time part of these dates counts.
// `referenceDate` makes the empty lists start at the opening time instead of midnight.
const opens = dayjs('2026-03-14T08:00');
const closes = dayjs('2026-03-14T17:30');

export default function OpeningHours() {
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={skipDisabled} onChange={(event) => setSkipDisabled(event.target.checked)} />}
          label="skipDisabled"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <ClockFrame title="Appointment (DigitalClock)">
            {/* preview-start */}
            <DigitalClock
              minTime={opens}
              maxTime={closes}
              skipDisabled={skipDisabled}
              referenceDate={opens}
              sx={{ width: 140 }}
            />
            {/* preview-end */}
          </ClockFrame>
          <ClockFrame title="Appointment (MultiSectionDigitalClock)">
            <MultiSectionDigitalClock
              minTime={opens}
              maxTime={closes}
              skipDisabled={skipDisabled}
              referenceDate={opens}
              timeSteps={{ minutes: 15 }}
            />
          </ClockFrame>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
