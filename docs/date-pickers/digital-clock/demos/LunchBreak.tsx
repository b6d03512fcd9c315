import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

// preview-start
// The practice closes for lunch from 12:00 to 12:59.
const isLunchBreak = (time: Dayjs) => time.hour() === 12;
// preview-end

const beforeLunch = dayjs('2026-03-14T11:45');

export default function LunchBreak() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <ClockFrame title="Appointment (DigitalClock)">
          <DigitalClock
            shouldDisableTime={isLunchBreak}
            ampm={false}
            skipDisabled
            timeStep={15}
            defaultValue={beforeLunch}
            sx={{ width: 140 }}
          />
        </ClockFrame>
        <ClockFrame title="Appointment (MultiSectionDigitalClock)">
          <MultiSectionDigitalClock
            shouldDisableTime={isLunchBreak}
            ampm={false}
            timeSteps={{ minutes: 15 }}
            defaultValue={beforeLunch}
          />
        </ClockFrame>
      </Stack>
    </LocalizationProvider>
  );
}
