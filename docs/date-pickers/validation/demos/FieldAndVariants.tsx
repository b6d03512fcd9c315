import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show } from './validationReadout';

type Reported = Record<'DateField' | 'DesktopDatePicker' | 'MobileDatePicker', DateValidationError>;

const rules = {
  minDate: dayjs('2026-03-02'),
  maxDate: dayjs('2026-03-31'),
  shouldDisableDate: (day: Dayjs) => day.day() === 0,
};

export default function FieldAndVariants() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-15'));
  const [reported, setReported] = React.useState<Reported>({
    DateField: null,
    DesktopDatePicker: null,
    MobileDatePicker: null,
  });
  const report = (name: keyof Reported) => (error: DateValidationError) =>
    setReported((previous) => ({ ...previous, [name]: error }));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateField label="Field only" value={value} onChange={setValue} onError={report('DateField')} {...rules} />
          <DesktopDatePicker
            label="Desktop picker"
            value={value}
            onChange={setValue}
            onError={report('DesktopDatePicker')}
            {...rules}
          />
          <MobileDatePicker
            label="Mobile picker"
            value={value}
            onChange={setValue}
            onError={report('MobileDatePicker')}
            {...rules}
          />
        </Stack>
        {/* preview-end */}
        <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          value: {show(value)}; reported errors: {JSON.stringify(reported)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
