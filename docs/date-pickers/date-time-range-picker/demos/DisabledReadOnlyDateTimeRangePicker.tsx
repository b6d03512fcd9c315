import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DisabledReadOnlyDateTimeRangePicker() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
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
        <DateTimeRangePicker
          label="Booked sprint review"
          sx={{ width: '100%', maxWidth: 420 }}
          defaultValue={[dayjs('2026-03-27T14:00'), dayjs('2026-03-27T15:30')]}
          disabled={disabled}
          readOnly={readOnly}
        />
      </Stack>
    </LocalizationProvider>
  );
}
