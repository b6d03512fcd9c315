import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function AutoMonthSwitching() {
  const [disableSwitching, setDisableSwitching] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch checked={disableSwitching} onChange={(event) => setDisableSwitching(event.target.checked)} />
          }
          label="disableAutoMonthSwitching"
        />
        {/* preview-start */}
        <DateRangePicker
          label="Semester abroad"
          disableAutoMonthSwitching={disableSwitching}
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-06-20')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
