import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const queries = [
  '@media (pointer: fine)',
  '@media (min-width: 900px)',
  '@media (pointer: coarse)',
  '@media (min-width: 1400px)',
];

export default function ResponsiveDateTimePicker() {
  const [query, setQuery] = React.useState('@media (pointer: fine)');
  // The same query the picker evaluates, to say which variant it renders.
  const isDesktop = useMediaQuery(query, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          select
          size="small"
          label="desktopModeMediaQuery"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        >
          {queries.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <DateTimePicker label="Boarding time" defaultValue={dayjs('2026-03-14T09:30')} desktopModeMediaQuery={query} />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          In this browser the query{' '}
          {isDesktop ? 'matches: the picker opens a popover' : 'does not match: the picker opens a dialog'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
