import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

type Density = 'dense' | 'spacious';

export default function FormatDensityField() {
  const [density, setDensity] = React.useState<Density>('spacious');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, next: Density | null) => next && setDensity(next)}
          aria-label="formatDensity"
        >
          <ToggleButton value="dense">dense</ToggleButton>
          <ToggleButton value="spacious">spacious</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="Flight date"
            format="DD/MM/YYYY"
            defaultValue={dayjs('2026-03-14')}
            formatDensity={density}
          />
          <DateTimePicker
            label="Boarding"
            format="YYYY-MM-DD HH:mm"
            defaultValue={dayjs('2026-03-14T09:30')}
            formatDensity={density}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
