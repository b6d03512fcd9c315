import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerAnatomy() {
  const [payday, setPayday] = React.useState<Dayjs | null>(dayjs('2026-03-27'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 240 }}>
          {/* preview-start */}
          <DateField label="Payday (field)" value={payday} onChange={setPayday} />
          <DatePicker label="Payday (picker)" value={payday} onChange={setPayday} />
          {/* preview-end */}
          <Typography variant="body2" dir="ltr">
            Shared value: {payday?.isValid() ? payday.format('dddd D MMMM YYYY') : 'empty'}
          </Typography>
        </Stack>
        <DateCalendar value={payday} onChange={setPayday} sx={{ m: 0 }} />
      </Stack>
    </LocalizationProvider>
  );
}
