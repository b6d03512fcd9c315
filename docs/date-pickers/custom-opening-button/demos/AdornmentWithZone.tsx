import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// preview-start
// Receives the picker's buttons as children; adds the zone in front of them.
function ZoneAdornment({ children, ...other }: InputAdornmentProps) {
  return (
    <InputAdornment {...other}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        CET
      </Typography>
      {children}
    </InputAdornment>
  );
}
// preview-end

export default function AdornmentWithZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1 }}>
        {/* preview-start */}
        <TimePicker
          label="Webinar starts"
          defaultValue={dayjs('2026-03-26T16:00')}
          slots={{ inputAdornment: ZoneAdornment }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
