import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show } from './validationReadout';

export default function ErrorInOnChange() {
  const [payday, setPayday] = React.useState<Dayjs | null>(dayjs('2026-03-27'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-03-27'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          {/* preview-start */}
          <DatePicker
            label="Payday (weekdays only)"
            value={payday}
            shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
            onChange={(newValue, context) => {
              setPayday(newValue);
              setError(context.validationError);
            }}
          />
          <Button variant="contained" disabled={payday === null || error !== null} onClick={() => setSaved(payday)}>
            Save payday
          </Button>
          {/* preview-end */}
        </Stack>
        <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          value: {show(payday)}, validationError: {JSON.stringify(error)}, saved: {show(saved)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
