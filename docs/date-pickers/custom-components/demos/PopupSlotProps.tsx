import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PopupSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Invoice due date"
        defaultValue={dayjs('2026-04-30')}
        slotProps={{
          textField: { helperText: 'Payment terms: 30 days' },
          popper: { placement: 'bottom-end' },
          desktopPaper: {
            elevation: 0,
            sx: { border: 1, borderColor: 'divider', borderRadius: 3 },
          },
          calendarHeader: { sx: { '& .MuiPickersCalendarHeader-label': { fontWeight: 700 } } },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
