import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import AlarmIcon from '@mui/icons-material/Alarm';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function SlotsIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <DatePicker
          label="Vaccination date"
          defaultValue={dayjs('2026-04-02')}
          slots={{ openPickerIcon: EventAvailableIcon }}
        />
        <TimePicker label="Reminder" defaultValue={dayjs('2026-04-02T08:00')} slots={{ openPickerIcon: AlarmIcon }} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
