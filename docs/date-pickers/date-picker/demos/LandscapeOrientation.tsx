import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function LandscapeOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <StaticDatePicker orientation={orientation} defaultValue={dayjs('2026-03-14')} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
