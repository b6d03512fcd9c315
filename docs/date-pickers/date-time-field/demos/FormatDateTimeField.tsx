import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const formats = ['MM/DD/YYYY hh:mm A', 'DD.MM.YYYY HH:mm', 'YYYY-MM-DD HH:mm:ss', 'ddd D MMM YYYY, HH:mm'];

export default function FormatDateTimeField() {
  const [format, setFormat] = React.useState('DD.MM.YYYY HH:mm');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {formats.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <DateTimeField label="Train departs" defaultValue={dayjs('2026-03-14T21:40:05')} format={format} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
