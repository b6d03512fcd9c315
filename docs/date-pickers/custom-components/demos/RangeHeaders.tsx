import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

// preview-start
// Rendered once per month: `month` is this calendar's month, `monthIndex` its position (0 = first).
function StayHeader(props: PickersRangeCalendarHeaderProps) {
  const { calendars, month, monthIndex, currentMonth, onMonthChange, labelId, className } = props;
  const adapter = usePickerAdapter();
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Stack direction="row" className={className} sx={{ alignItems: 'center', minHeight: 48, px: 1 }}>
      <IconButton
        aria-label="Previous month"
        onClick={() => onMonthChange(adapter.addMonths(currentMonth, -1))}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <ChevronLeft sx={flipInRtl} />
      </IconButton>
      <Typography id={labelId} sx={{ flex: 1, textAlign: 'center', fontWeight: 500 }}>
        {adapter.format(month, 'month')}{' '}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {adapter.format(month, 'year')}
        </Typography>
      </Typography>
      <IconButton
        aria-label="Next month"
        onClick={() => onMonthChange(adapter.addMonths(currentMonth, 1))}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <ChevronRight sx={flipInRtl} />
      </IconButton>
    </Stack>
  );
}
// preview-end

export default function RangeHeaders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={2}
        defaultValue={[dayjs('2026-08-28'), dayjs('2026-09-03')]}
        slots={{ calendarHeader: StayHeader }}
      />
    </LocalizationProvider>
  );
}
