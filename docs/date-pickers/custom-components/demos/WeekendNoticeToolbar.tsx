import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DatePickerToolbar, type DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// preview-start
function TransferToolbar({ className, sx, ...other }: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const weekend = value?.isValid() && (value.day() === 0 || value.day() === 6);

  return (
    // The layout places the toolbar by its class name: keep it on the outer element.
    <Box className={className} sx={sx}>
      <DatePickerToolbar {...other} />
      <Typography variant="body2" role="status" sx={{ px: 3, pb: 1, minHeight: '1.5em', color: 'text.secondary' }}>
        {weekend ? 'Weekend: the transfer leaves on Monday.' : ''}
      </Typography>
    </Box>
  );
}
// preview-end

export default function WeekendNoticeToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDatePicker
        label="Transfer date"
        defaultValue={dayjs('2026-03-14')}
        slots={{ toolbar: TransferToolbar }}
        slotProps={{ toolbar: { toolbarFormat: 'ddd, D MMM' } }}
      />
    </LocalizationProvider>
  );
}
