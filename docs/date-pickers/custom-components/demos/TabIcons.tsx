import * as React from 'react';
import dayjs from 'dayjs';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Schedule from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TabIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDateTimePicker
        defaultValue={dayjs('2026-07-18T06:45')}
        slotProps={{
          tabs: { dateIcon: <FlightTakeoff />, timeIcon: <Schedule /> },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
