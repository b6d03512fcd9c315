import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField label="Sprint 12" defaultValue={[dayjs('2026-03-16'), dayjs('2026-03-27')]} />
    </LocalizationProvider>
  );
}
