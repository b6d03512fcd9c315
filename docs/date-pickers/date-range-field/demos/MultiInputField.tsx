import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <MultiInputDateRangeField
        defaultValue={[dayjs('2026-03-16'), dayjs('2026-03-27')]}
        // Standalone, the two inputs have no label: give each one its own.
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Sprint starts' : 'Sprint ends',
          }),
        }}
        // The root is a Stack: stack the inputs on narrow screens.
        direction={{ xs: 'column', sm: 'row' }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
