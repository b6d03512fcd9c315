import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <DatePicker
          label="Contract start"
          defaultValue={dayjs('2026-05-01')}
          slotProps={{
            textField: { helperText: 'First working day', size: 'small', fullWidth: true },
            openPickerButton: { color: 'primary' },
            openPickerIcon: { fontSize: 'small' },
            inputAdornment: { sx: { ml: 0 } },
          }}
        />
        <DatePicker
          label="Contract end"
          defaultValue={dayjs('2027-04-30')}
          slotProps={{
            textField: { helperText: 'Leave empty if open-ended', variant: 'filled', fullWidth: true },
            openPickerButton: { color: 'secondary' },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
