import * as React from 'react';
import Box from '@mui/material/Box';
import type { MenuItemProps } from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DigitalClockItem, type DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';

// Minutes after midnight of the garage's two peak periods.
const peaks: ReadonlyArray<readonly [number, number]> = [
  [7 * 60, 9 * 60 + 30],
  [16 * 60 + 30, 18 * 60 + 30],
];

// preview-start
function ParkingSlot(props: DigitalClockItemProps & Omit<MenuItemProps, keyof DigitalClockItemProps>) {
  const { itemValue, formattedValue, ...other } = props;
  const minutes = itemValue.hour() * 60 + itemValue.minute();
  const isPeak = peaks.some(([from, to]) => minutes >= from && minutes < to);

  return (
    <DigitalClockItem {...other}>
      {formattedValue}
      {isPeak && (
        <Box component="span" sx={{ ml: 'auto', pl: 2, fontSize: '0.75rem', fontWeight: 600 }}>
          peak
        </Box>
      )}
    </DigitalClockItem>
  );
}
// preview-end

export default function DigitalClockItemSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Parking reservation"
        defaultValue={[dayjs('2026-03-14T16:00'), dayjs('2026-03-14T19:00')]}
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        slots={{ digitalClockItem: ParkingSlot }}
        slotProps={{ digitalClockItem: { sx: { minWidth: 150 } } }}
      />
    </LocalizationProvider>
  );
}
