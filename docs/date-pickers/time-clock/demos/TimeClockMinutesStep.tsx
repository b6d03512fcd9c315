import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const steps = [1, 5, 10, 15, 30];

export default function TimeClockMinutesStep() {
  const [minutesStep, setMinutesStep] = React.useState(15);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControl size="small" sx={{ minWidth: 160, mt: 1 }}>
          <InputLabel id="minutes-step-label">minutesStep</InputLabel>
          <Select
            labelId="minutes-step-label"
            label="minutesStep"
            value={minutesStep}
            onChange={(event) => setMinutesStep(Number(event.target.value))}
          >
            {steps.map((step) => (
              <MenuItem key={step} value={step}>
                {step}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TimeClock openTo="minutes" minutesStep={minutesStep} defaultValue={dayjs('2026-03-14T10:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
