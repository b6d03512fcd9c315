import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

// Arrows point the other way in a right-to-left page.
const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

// preview-start
function YearJumpHeader({ currentMonth, onMonthChange, labelId, className }: PickersCalendarHeaderProps) {
  // The adapter of the LocalizationProvider: this header works with any date library.
  const adapter = usePickerAdapter();
  const label = adapter.formatByString(currentMonth, `${adapter.formats.month} ${adapter.formats.year}`);

  return (
    <Stack direction="row" className={className} sx={{ alignItems: 'center', px: 1, mt: 2, mb: 1 }}>
      <IconButton aria-label="Previous year" onClick={() => onMonthChange(adapter.addYears(currentMonth, -1))}>
        <KeyboardDoubleArrowLeft sx={flipInRtl} />
      </IconButton>
      <IconButton aria-label="Previous month" onClick={() => onMonthChange(adapter.addMonths(currentMonth, -1))}>
        <ChevronLeft sx={flipInRtl} />
      </IconButton>
      {/* The grid of days is labelled by this id; aria-live announces the new month. */}
      <Typography id={labelId} aria-live="polite" sx={{ flex: 1, textAlign: 'center', fontWeight: 500 }}>
        {label}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onMonthChange(adapter.addMonths(currentMonth, 1))}>
        <ChevronRight sx={flipInRtl} />
      </IconButton>
      <IconButton aria-label="Next year" onClick={() => onMonthChange(adapter.addYears(currentMonth, 1))}>
        <KeyboardDoubleArrowRight sx={flipInRtl} />
      </IconButton>
    </Stack>
  );
}
// preview-end

export default function YearJumpHeaderDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-03-14')} views={['day']} slots={{ calendarHeader: YearJumpHeader }} />
    </LocalizationProvider>
  );
}
