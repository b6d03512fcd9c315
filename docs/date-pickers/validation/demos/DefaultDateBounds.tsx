import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

export default function DefaultDateBounds() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('1899-12-31'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateField label="Founding date of the club" value={value} onChange={setValue} onError={onError} />
        {/* preview-end */}
        <ValidationReadout value={show(value)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
