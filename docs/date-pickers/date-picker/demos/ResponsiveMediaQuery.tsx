import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const queries = [
  '@media (pointer: fine)',
  '@media (pointer: coarse)',
  '@media (min-width: 900px)',
  '@media (min-width: 2000px)',
];

export default function ResponsiveMediaQuery() {
  const [query, setQuery] = React.useState('@media (pointer: fine)');
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  // The same test DatePicker runs internally, to show which variant it picked.
  const isDesktop = useMediaQuery(query, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControl size="small" sx={{ maxWidth: 320 }}>
          <InputLabel id="desktop-query-label">desktopModeMediaQuery</InputLabel>
          <Select
            labelId="desktop-query-label"
            label="desktopModeMediaQuery"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          >
            {queries.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* preview-start */}
        <DatePicker label="Hotel check-in" value={checkIn} onChange={setCheckIn} desktopModeMediaQuery={query} />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          On this device the query {isDesktop ? 'matches' : 'does not match'}: DatePicker renders{' '}
          <code>{isDesktop ? 'DesktopDatePicker' : 'MobileDatePicker'}</code>.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
