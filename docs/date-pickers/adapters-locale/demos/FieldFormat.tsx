import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const formats = ['MM/DD/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD', 'D MMM YYYY', 'dddd, MMMM D, YYYY', 'L'];

export default function FieldFormat() {
  const [format, setFormat] = React.useState('D MMM YYYY');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {formats.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <DatePicker
          label="Dentist appointment"
          format={format}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ minWidth: 280 }}
        />
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" dir="ltr" sx={{ mt: 1 }}>
        Value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
      </Typography>
    </LocalizationProvider>
  );
}
