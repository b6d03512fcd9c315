import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// The market runs on Wednesdays and Saturdays.
const isNotMarketDay = (day: Dayjs) => day.day() !== 3 && day.day() !== 6;

export default function StaticPickerValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-16'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={value}
          onChange={setValue}
          shouldDisableDate={isNotMarketDay}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
