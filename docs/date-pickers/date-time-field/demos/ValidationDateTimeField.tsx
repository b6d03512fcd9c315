import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const opens = dayjs('2026-03-14T08:00');
const closes = dayjs('2026-03-20T18:00');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Bookings open on 14 March.',
  minTime: 'Bookings open at 08:00 on 14 March.',
  maxDate: 'Bookings close on 20 March.',
  maxTime: 'Bookings close at 18:00 on 20 March.',
  minutesStep: 'Pick a quarter hour: :00, :15, :30 or :45.',
  invalidDate: 'That date does not exist.',
};

export default function ValidationDateTimeField() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimeField
        label="Workshop slot"
        defaultValue={dayjs('2026-03-21T10:10')}
        ampm={false}
        minDateTime={opens}
        maxDateTime={closes}
        minutesStep={15}
        onError={setError}
        helperText={error ? (messages[error] ?? error) : 'Between 14 March 08:00 and 20 March 18:00'}
        sx={{ width: 320 }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
