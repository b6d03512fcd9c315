import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function BasicTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SingleInputTimeRangeField label="Office hours" />
        <SingleInputTimeRangeField
          label="Pharmacy hours"
          defaultValue={[dayjs('2026-03-14T08:30'), dayjs('2026-03-14T19:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
