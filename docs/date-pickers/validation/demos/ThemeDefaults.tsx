import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// Every DatePicker below this provider only accepts dates of the 2026 financial year.
const withFinancialYear = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: {
      defaultProps: { minDate: dayjs('2026-01-01'), maxDate: dayjs('2026-12-31') },
    },
  },
});

export default function ThemeDefaults() {
  const [invoice, setInvoice] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2027-01-15'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <ThemeProvider theme={withFinancialYear}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DatePicker label="Invoice date" value={invoice} onChange={setInvoice} />
            <DatePicker label="Due date" value={due} onChange={setDue} onError={onError} />
          </Stack>
        </ThemeProvider>
        {/* preview-end */}
        <ValidationReadout value={`due date: ${show(due)}`} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
