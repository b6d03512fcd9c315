import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

// What the server sends and expects back: an ISO 8601 string in UTC.
const fromServer = { flight: 'LH 2024', departure: '2026-03-14T08:30:00.000Z' };

export default function UtcStrings() {
  const [departure, setDeparture] = React.useState(fromServer.departure);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateTimePicker
          label="Departure (UTC)"
          ampm={false}
          value={dayjs.utc(departure)}
          onChange={(newValue) => {
            // The new value is in UTC too, so toISOString() is what it shows.
            if (newValue?.isValid()) {
              setDeparture(newValue.toISOString());
            }
          }}
        />
        {/* preview-end */}
        <Box component="pre" dir="ltr" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify({ ...fromServer, departure }, null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
