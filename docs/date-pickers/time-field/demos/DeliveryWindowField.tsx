import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'We deliver from 8:00 AM.',
  maxTime: 'The last delivery leaves at 8:00 PM.',
  minutesStep: 'Pick a quarter hour.',
};

export default function DeliveryWindowField() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1 }}>
        {/* preview-start */}
        <TimeField
          label="Delivery time"
          defaultValue={dayjs('2026-03-14T21:15')}
          minTime={dayjs('2026-03-14T08:00')}
          maxTime={dayjs('2026-03-14T20:00')}
          minutesStep={15}
          onError={setError}
          slotProps={{ textField: { helperText: error ? messages[error] : 'Between 8:00 AM and 8:00 PM' } }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
