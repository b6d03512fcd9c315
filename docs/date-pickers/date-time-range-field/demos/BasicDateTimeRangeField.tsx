import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function BasicDateTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateTimeRangeField label="Maintenance window" />
        <SingleInputDateTimeRangeField
          label="Road closure"
          defaultValue={[dayjs('2026-03-14T22:00'), dayjs('2026-03-15T05:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
