import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Density = 'dense' | 'spacious';

export default function FormatDensity() {
  const [density, setDensity] = React.useState<Density>('spacious');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
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
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Invoice date" defaultValue={dayjs('2026-03-14')} formatDensity={density} />
          <DatePicker
            label="Delivery date"
            defaultValue={dayjs('2026-03-21')}
            format="DD.MM.YYYY"
            formatDensity={density}
          />
        </Stack>
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
