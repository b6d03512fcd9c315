import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2026-06-30')}
        slotProps={{
          // Each function receives the owner state and returns the props.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty ? 'No renewal planned' : 'Renews automatically',
          }),
          openPickerButton: (ownerState) => ({
            color: ownerState.isPickerOpen ? 'primary' : 'default',
          }),
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
