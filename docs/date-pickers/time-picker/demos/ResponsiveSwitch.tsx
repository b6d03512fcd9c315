import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const queries = ['@media (pointer: fine)', '@media (min-width: 900px)', '@media (hover: none)'];

export default function ResponsiveSwitch() {
  const [query, setQuery] = React.useState(queries[1] ?? '');
  // The picker does the same test: desktop when the query matches, mobile otherwise.
  const isDesktop = useMediaQuery(query, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id="desktop-query-label">desktopModeMediaQuery</InputLabel>
          <Select
            labelId="desktop-query-label"
            label="desktopModeMediaQuery"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          >
            {queries.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* preview-start */}
        <TimePicker label="Table for two" desktopModeMediaQuery={query} defaultValue={dayjs('2026-03-14T19:30')} />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          This browser gets the {isDesktop ? 'desktop popover' : 'mobile dialog'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
