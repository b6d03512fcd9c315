import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

function describe(value: Dayjs | null) {
  return value === null ? 'null (empty or not finished)' : value.format('YYYY-MM-DD HH:mm');
}

export default function BoardingTimeField() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(dayjs('2026-03-14T06:50'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360, pt: 1 }}>
        {/* preview-start */}
        <TimeField
          label="Boarding time"
          value={boarding}
          onChange={(newValue, context) => {
            setBoarding(newValue);
            setError(context.validationError);
          }}
        />
        {/* preview-end */}
        <Box dir="ltr" sx={{ m: 0, fontFamily: 'monospace', fontSize: 14, overflowWrap: 'anywhere' }}>
          <div>value: {describe(boarding)}</div>
          <div>validationError: {String(error)}</div>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
