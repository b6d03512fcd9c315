import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const formats = ['ddd, MMM D', 'D MMMM YYYY', 'dddd', 'YYYY-MM-DD'];

export default function ToolbarOptions() {
  const [hidden, setHidden] = React.useState(false);
  const [toolbarFormat, setToolbarFormat] = React.useState('ddd, MMM D');
  const [toolbarPlaceholder, setToolbarPlaceholder] = React.useState('Pick a date');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 220 }}>
          <FormControlLabel
            control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
            label="hidden"
          />
          <TextField
            select
            size="small"
            label="toolbarFormat"
            value={toolbarFormat}
            onChange={(event) => setToolbarFormat(event.target.value)}
          >
            {formats.map((format) => (
              <MenuItem key={format} value={format}>
                {format}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="toolbarPlaceholder"
            value={toolbarPlaceholder}
            onChange={(event) => setToolbarPlaceholder(event.target.value)}
            helperText="Shown when the value is empty: press Clear"
          />
        </Stack>
        {/* preview-start */}
        <StaticDatePicker
          defaultValue={dayjs('2026-09-04')}
          slotProps={{
            toolbar: { hidden, toolbarFormat, toolbarPlaceholder },
            actionBar: { actions: ['clear'] },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
