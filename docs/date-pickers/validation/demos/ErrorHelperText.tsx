import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

const seasonStart = dayjs('2026-04-01');
const seasonEnd = dayjs('2026-10-31');

// One sentence per reason this picker can report.
function describeError(error: DateValidationError) {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete, real date.';
    case 'minDate':
      return `The campsite opens on ${seasonStart.format('MMMM D')}.`;
    case 'maxDate':
      return `The campsite closes on ${seasonEnd.format('MMMM D')}.`;
    default:
      return '';
  }
}

export default function ErrorHelperText() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2026-03-28'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Arrival at the campsite"
          value={arrival}
          onChange={setArrival}
          minDate={seasonStart}
          maxDate={seasonEnd}
          onError={onError}
          slotProps={{
            textField: {
              helperText: error ? describeError(error) : 'Open April 1 to October 31',
            },
          }}
        />
        {/* preview-end */}
        <ValidationReadout value={show(arrival)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
