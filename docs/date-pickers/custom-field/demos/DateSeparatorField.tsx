import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const separators = ['–', 'to', '→', 'until'];

export default function DateSeparatorField() {
  const [dateSeparator, setDateSeparator] = React.useState('to');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControl size="small" sx={{ width: 160 }}>
          <InputLabel id="date-separator-label">dateSeparator</InputLabel>
          <Select
            labelId="date-separator-label"
            label="dateSeparator"
            value={dateSeparator}
            onChange={(event) => setDateSeparator(event.target.value)}
          >
            {separators.map((separator) => (
              <MenuItem key={separator} value={separator}>
                {separator}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* preview-start */}
        <DateRangePicker
          label="Conference"
          defaultValue={[dayjs('2026-06-08'), dayjs('2026-06-10')]}
          slotProps={{ field: { dateSeparator } }}
          sx={{ maxWidth: 360 }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
