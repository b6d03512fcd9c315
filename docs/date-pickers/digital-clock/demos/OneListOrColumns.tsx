import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

const checkUp = dayjs('2026-03-14T09:30');

export default function OneListOrColumns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <ClockFrame title="DigitalClock">
          <DigitalClock defaultValue={checkUp} sx={{ width: 140 }} />
        </ClockFrame>
        <ClockFrame title="MultiSectionDigitalClock">
          <MultiSectionDigitalClock defaultValue={checkUp} />
        </ClockFrame>
      </Stack>
    </LocalizationProvider>
  );
}
