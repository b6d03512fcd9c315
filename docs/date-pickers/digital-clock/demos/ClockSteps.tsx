import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

const parkingStart = dayjs('2026-03-14T08:00');

interface StepSelectProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
}

function StepSelect({ label, value, options, onChange }: StepSelectProps) {
  const id = React.useId();
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export default function ClockSteps() {
  const [timeStep, setTimeStep] = React.useState(30);
  const [hoursStep, setHoursStep] = React.useState(1);
  const [minutesStep, setMinutesStep] = React.useState(15);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, pt: 1, mb: 2 }}>
        <StepSelect label="timeStep" value={timeStep} options={[15, 20, 30, 45, 60, 90]} onChange={setTimeStep} />
        <StepSelect label="timeSteps.hours" value={hoursStep} options={[1, 2, 3, 4]} onChange={setHoursStep} />
        <StepSelect
          label="timeSteps.minutes"
          value={minutesStep}
          options={[1, 5, 10, 15, 30]}
          onChange={setMinutesStep}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <ClockFrame title="Parking from (DigitalClock)">
          {/* preview-start */}
          <DigitalClock timeStep={timeStep} defaultValue={parkingStart} sx={{ width: 140 }} />
          {/* preview-end */}
        </ClockFrame>
        <ClockFrame title="Parking from (MultiSectionDigitalClock)">
          {/* preview-start */}
          <MultiSectionDigitalClock
            timeSteps={{ hours: hoursStep, minutes: minutesStep }}
            defaultValue={parkingStart}
          />
          {/* preview-end */}
        </ClockFrame>
      </Stack>
    </LocalizationProvider>
  );
}
