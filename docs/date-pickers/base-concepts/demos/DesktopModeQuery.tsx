import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const queries = [
  '@media (pointer: fine)',
  '@media (min-width: 1200px)',
  '@media (hover: hover) and (min-width: 600px)',
  '@media (pointer: coarse)',
];

export default function DesktopModeQuery() {
  const [query, setQuery] = React.useState('@media (pointer: fine)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <FormControl sx={{ minWidth: 300 }}>
          <InputLabel id="desktop-query-label">desktopModeMediaQuery</InputLabel>
          <Select
            labelId="desktop-query-label"
            label="desktopModeMediaQuery"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          >
            {queries.map((q) => (
              <MenuItem key={q} value={q}>
                {q}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <DatePicker
          label="Flight date"
          defaultValue={dayjs('2026-07-09')}
          desktopModeMediaQuery={query}
          slotProps={{
            textField: (ownerState) => ({
              helperText: ownerState.pickerVariant === 'desktop' ? 'Query matches: desktop' : 'No match: mobile',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
