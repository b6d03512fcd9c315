import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimeStepsDateTimePicker() {
  const [minutes, setMinutes] = React.useState(15);
  // 24 × 60 / step options: at 24 or fewer, the picker shows a single list.
  const options = (24 * 60) / minutes;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Minutes between options"
          value={minutes}
          onChange={(_event, next: number | null) => next && setMinutes(next)}
        >
          {[5, 15, 30, 60].map((step) => (
            <ToggleButton key={step} value={step}>
              {step} min
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateTimePicker label="Consultation slot" defaultValue={dayjs('2026-03-14T09:30')} timeSteps={{ minutes }} />
        {/* preview-end */}
        <Typography variant="body2">
          {options} time options a day: {options <= 24 ? 'one column (DigitalClock)' : 'hour and minute columns'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
