import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

// preview-start
// A wrapper is a new component: it does not inherit the static `fieldType`...
function ClearableRangeField(props: SingleInputDateRangeFieldProps) {
  return <SingleInputDateRangeField {...props} clearable />;
}

function DeclaredClearableRangeField(props: SingleInputDateRangeFieldProps) {
  return <SingleInputDateRangeField {...props} clearable />;
}
// ...so declare it again.
DeclaredClearableRangeField.fieldType = 'single-input' as const;
// preview-end

export default function FieldTypeWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateRangePicker
          label="Without fieldType"
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-17')]}
          slots={{ field: ClearableRangeField }}
        />
        <DateRangePicker
          label="With fieldType"
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-17')]}
          slots={{ field: DeclaredClearableRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
