import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Sprints last two weeks and end with a review on Friday, starting on 6 March 2026.
const firstReview = dayjs('2026-03-06');

function isSprintReview(day: Dayjs) {
  const weeks = day.diff(firstReview, 'week');
  return day.day() === 5 && weeks >= 0 && weeks % 2 === 0;
}

export default function SprintReviewDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          day: (ownerState) =>
            isSprintReview(ownerState.day)
              ? {
                  'aria-label': `${ownerState.day.format('D MMMM')}, sprint review`,
                  sx: { border: '2px solid', borderColor: 'secondary.main' },
                }
              : {},
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
