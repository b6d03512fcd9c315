import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// preview-start
function StayField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        separator: { variant: 'overline', color: 'text.secondary' },
        textField: ({ position }) => ({
          label: position === 'start' ? 'Check-in' : 'Check-out',
          helperText: position === 'start' ? 'From 3 pm' : 'Until 11 am',
        }),
      }}
    />
  );
}

export default function RangeSeparatorSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-17')]}
        slots={{ field: StayField }}
        slotProps={{ field: { dateSeparator: 'to' } }}
      />
    </LocalizationProvider>
  );
}
// preview-end
