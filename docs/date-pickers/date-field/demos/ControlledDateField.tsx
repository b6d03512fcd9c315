import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty or not fully typed)';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function ControlledDateField() {
  const [issued, setIssued] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        {/* preview-start */}
        <DateField
          label="Passport issue date"
          value={issued}
          onChange={(newValue, context) => {
            setIssued(newValue);
            setError(context.validationError);
          }}
          disableFuture
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          value: {describe(issued)}
        </Typography>
        <Typography variant="body2" dir="ltr">
          validationError: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
