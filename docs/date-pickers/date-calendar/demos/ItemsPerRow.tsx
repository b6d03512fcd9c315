import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

type PerRow = 3 | 4;

export default function ItemsPerRow() {
  const [perRow, setPerRow] = React.useState<PerRow>(4);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="per-row-label">
            Items per row
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={perRow}
            onChange={(_, next: PerRow | null) => next && setPerRow(next)}
            aria-labelledby="per-row-label"
          >
            <ToggleButton value={3}>3</ToggleButton>
            <ToggleButton value={4}>4</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* preview-start */}
            <MonthCalendar aria-label="Campaign month" monthsPerRow={perRow} defaultValue={dayjs('2026-03-01')} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <YearCalendar
              aria-label="Campaign year"
              yearsPerRow={perRow}
              defaultValue={dayjs('2026-01-01')}
              minDate={dayjs('2019-01-01')}
              maxDate={dayjs('2030-12-31')}
            />
            {/* preview-end */}
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
