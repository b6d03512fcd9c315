import * as React from 'react';
import dayjs from 'dayjs';
import ArrowCircleLeftOutlined from '@mui/icons-material/ArrowCircleLeftOutlined';
import ArrowCircleRightOutlined from '@mui/icons-material/ArrowCircleRightOutlined';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        slots={{
          leftArrowIcon: ArrowCircleLeftOutlined,
          rightArrowIcon: ArrowCircleRightOutlined,
          switchViewIcon: UnfoldMore,
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
