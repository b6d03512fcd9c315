import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const defaultQuery = '@media (pointer: fine)';
const queries = [defaultQuery, '@media (min-width: 900px)', '@media (hover: none)'];

export default function ResponsiveRangePicker() {
  const [query, setQuery] = React.useState(defaultQuery);
  // The same test the picker runs, only to print which variant you get.
  const isDesktop = useMediaQuery(query, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={query}
          onChange={(_, value: string | null) => value && setQuery(value)}
          aria-label="Desktop mode media query"
          sx={{ flexWrap: 'wrap' }}
        >
          {queries.map((item) => (
            <ToggleButton key={item} value={item} sx={{ textTransform: 'none' }}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateRangePicker
          label="Stay"
          desktopModeMediaQuery={query}
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-18')]}
        />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          This query {isDesktop ? 'matches' : 'does not match'} here: the picker opens its{' '}
          {isDesktop ? 'desktop popover' : 'mobile dialog'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
