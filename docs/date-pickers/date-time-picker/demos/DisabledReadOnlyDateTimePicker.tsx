import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DisabledReadOnlyDateTimePicker() {
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
        <DateTimePicker
          label="Order placed"
          defaultValue={dayjs('2026-03-14T09:30')}
          disabled={disabled}
          readOnly={readOnly}
        />
      </Stack>
    </LocalizationProvider>
  );
}
