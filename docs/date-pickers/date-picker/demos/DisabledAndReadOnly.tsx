import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Lock = 'editable' | 'readOnly' | 'disabled';

const payday = dayjs('2026-03-27');

export default function DisabledAndReadOnly() {
  const [lock, setLock] = React.useState<Lock>('readOnly');
  const readOnly = lock === 'readOnly';
  const disabled = lock === 'disabled';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lock}
          onChange={(_, next: Lock | null) => next && setLock(next)}
          aria-label="Payroll date state"
        >
          <ToggleButton value="editable" sx={{ textTransform: 'none' }}>
            editable
          </ToggleButton>
          <ToggleButton value="readOnly" sx={{ textTransform: 'none' }}>
            readOnly
          </ToggleButton>
          <ToggleButton value="disabled" sx={{ textTransform: 'none' }}>
            disabled
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {/* preview-start */}
          <DatePicker label="Payroll date" defaultValue={payday} readOnly={readOnly} disabled={disabled} />
          <StaticDatePicker
            defaultValue={payday}
            readOnly={readOnly}
            disabled={disabled}
            slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
          />
          {/* preview-end */}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
