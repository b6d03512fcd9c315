import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const minuteSteps = [5, 10, 15, 30, 60];
const thresholds = [24, 48, 96];

export default function TimePickerSteps() {
  const [minutes, setMinutes] = React.useState(15);
  const [threshold, setThreshold] = React.useState(24);
  const optionsPerDay = (24 * 60) / minutes;
  const singleList = optionsPerDay <= threshold;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, pt: 1, mb: 2 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="steps-minutes-label">timeSteps.minutes</InputLabel>
          <Select
            labelId="steps-minutes-label"
            label="timeSteps.minutes"
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {minuteSteps.map((step) => (
              <MenuItem key={step} value={step}>
                {step}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 280 }}>
          <InputLabel id="steps-threshold-label">thresholdToRenderTimeInASingleColumn</InputLabel>
          <Select
            labelId="steps-threshold-label"
            label="thresholdToRenderTimeInASingleColumn"
            value={threshold}
            onChange={(event) => setThreshold(Number(event.target.value))}
          >
            {thresholds.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {/* preview-start */}
      <TimePicker
        label="Meeting starts"
        timeSteps={{ minutes }}
        thresholdToRenderTimeInASingleColumn={threshold}
        defaultValue={dayjs('2026-03-14T10:00')}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1 }} dir="ltr">
        {optionsPerDay} times a day: on desktop,{' '}
        {singleList ? 'one list (DigitalClock)' : 'one column per unit (MultiSectionDigitalClock)'}
      </Typography>
    </LocalizationProvider>
  );
}
