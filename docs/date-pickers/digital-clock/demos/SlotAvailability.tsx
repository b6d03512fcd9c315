import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock, type DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import ClockFrame from './clockFrame';

// Free chairs at the hairdresser, by start time (HH:mm); missing times are fully booked.
const freeChairs: Record<string, number> = {
  '09:00': 2,
  '09:30': 1,
  '10:30': 3,
  '11:00': 1,
  '13:30': 2,
  '14:00': 3,
  '15:30': 1,
  '16:00': 2,
};

const chairsAt = (time: Dayjs) => freeChairs[time.format('HH:mm')] ?? 0;

// preview-start
// The clock passes `itemValue` and `formattedValue` besides the usual MenuItem props
// (`onClick`, `selected`, `disabled`, `tabIndex`, `role`, ARIA attributes...).
function AvailabilityItem({ itemValue, formattedValue, ...other }: DigitalClockItemProps) {
  const chairs = chairsAt(itemValue);
  return (
    <MenuItem
      {...other}
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      {formattedValue}
      <Typography component="span" variant="caption" sx={{ color: other.selected ? 'inherit' : 'text.secondary' }}>
        {chairs === 1 ? '1 chair free' : `${chairs} chairs free`}
      </Typography>
    </MenuItem>
  );
}
// preview-end

export default function SlotAvailability() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ClockFrame title="Haircut">
        <DigitalClock
          slots={{ digitalClockItem: AvailabilityItem }}
          shouldDisableTime={(time) => chairsAt(time) === 0}
          minTime={dayjs('2026-03-14T09:00')}
          maxTime={dayjs('2026-03-14T16:30')}
          skipDisabled
          defaultValue={dayjs('2026-03-14T10:30')}
          sx={{ width: 220 }}
        />
      </ClockFrame>
    </LocalizationProvider>
  );
}
