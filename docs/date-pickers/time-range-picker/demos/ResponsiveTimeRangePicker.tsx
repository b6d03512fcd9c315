import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function ResponsiveTimeRangePicker() {
  const [query, setQuery] = React.useState('@media (pointer: fine)');
  const isDesktop = useMediaQuery(query, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="desktopModeMediaQuery"
          value={query}
          onChange={(_event, next: string | null) => next && setQuery(next)}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="@media (pointer: fine)">(pointer: fine)</ToggleButton>
          <ToggleButton value="@media (min-width: 1200px)">(min-width: 1200px)</ToggleButton>
          <ToggleButton value="@media (pointer: coarse)">(pointer: coarse)</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <TimeRangePicker
          label="Delivery window"
          defaultValue={[dayjs('2026-03-14T14:00'), dayjs('2026-03-14T16:00')]}
          desktopModeMediaQuery={query}
        />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          {isDesktop
            ? 'The query matches: desktop variant (popover).'
            : 'The query does not match: mobile variant (dialog).'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
