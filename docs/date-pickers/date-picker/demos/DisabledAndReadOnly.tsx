import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DisabledAndReadOnly() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <FormControlLabel
            control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label="disabled"
          />
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="readOnly"
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {/* preview-start */}
          <DatePicker label="Payroll date" defaultValue={dayjs('2026-03-27')} disabled={disabled} readOnly={readOnly} />
          <StaticDatePicker
            defaultValue={dayjs('2026-03-27')}
            disabled={disabled}
            readOnly={readOnly}
            slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
          />
          {/* preview-end */}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
