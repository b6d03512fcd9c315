import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function MultiInputDateTimeRangeFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <MultiInputDateTimeRangeField
        direction={{ xs: 'column', sm: 'row' }}
        defaultValue={[dayjs('2026-03-14T09:00'), dayjs('2026-03-17T18:00')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Van picked up' : 'Van returned',
          }),
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
