import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A fixed starting point keeps the demo identical on the server and the client.
const kickoff = dayjs('2025-09-15T14:30');

export default function BasicPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1 }}>
        <DatePicker label="Project start" defaultValue={kickoff} />
        <TimePicker label="Daily stand-up" defaultValue={kickoff} />
        <DateTimePicker label="Release window opens" defaultValue={kickoff} />
      </Stack>
    </LocalizationProvider>
  );
}
