import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// preview-start
// Forward every prop: the picker passes onClick, aria-label, disabled and edge.
function TooltipButton(props: IconButtonProps) {
  return (
    <Tooltip title="Open the calendar (weekends are closed)" describeChild>
      <IconButton {...props} />
    </Tooltip>
  );
}
// preview-end

export default function TooltipOpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1 }}>
        {/* preview-start */}
        <DatePicker
          label="Library book return"
          defaultValue={dayjs('2026-03-30')}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          slots={{ openPickerButton: TooltipButton }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
