import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

const sprintEnd = dayjs('2026-03-27');

export default function ValidationBasics() {
  const [review, setReview] = React.useState<Dayjs | null>(dayjs('2026-03-30'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Sprint review (by March 27)"
          value={review}
          onChange={setReview}
          maxDate={sprintEnd}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(review)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
