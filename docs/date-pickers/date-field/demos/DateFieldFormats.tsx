import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const formats = ['L', 'DD/MM/YYYY', 'YYYY-MM-DD', 'D MMM YYYY', 'MMMM D, YYYY', 'ddd DD.MM.YY'];

export default function DateFieldFormats() {
  const [format, setFormat] = React.useState('D MMM YYYY');
  const [spacious, setSpacious] = React.useState(false);
  const [leadingZeros, setLeadingZeros] = React.useState(false);
  const [flight, setFlight] = React.useState<Dayjs | null>(dayjs('2026-03-04'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="field-format-label">format</InputLabel>
            <Select
              labelId="field-format-label"
              label="format"
              value={format}
              onChange={(event) => setFormat(event.target.value)}
            >
              {formats.map((item) => (
                <MenuItem key={item} value={item}>
                  {item}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={spacious} onChange={(event) => setSpacious(event.target.checked)} />}
            label="spacious"
          />
          <FormControlLabel
            control={<Switch checked={leadingZeros} onChange={(event) => setLeadingZeros(event.target.checked)} />}
            label="shouldRespectLeadingZeros"
          />
        </Stack>
        {/* preview-start */}
        <DateField
          // The field reads formatDensity and shouldRespectLeadingZeros when it builds its
          // sections: a new key rebuilds them when a switch changes.
          key={`${spacious}-${leadingZeros}`}
          label="Flight date"
          value={flight}
          onChange={setFlight}
          format={format}
          formatDensity={spacious ? 'spacious' : 'dense'}
          shouldRespectLeadingZeros={leadingZeros}
          sx={{ maxWidth: 320 }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
