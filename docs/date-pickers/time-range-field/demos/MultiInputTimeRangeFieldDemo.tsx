import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputTimeRangeFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <MultiInputTimeRangeField
        direction={{ xs: 'column', sm: 'row' }}
        defaultValue={[dayjs('2026-03-14T12:00'), dayjs('2026-03-14T14:30')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Kitchen opens' : 'Kitchen closes',
          }),
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
