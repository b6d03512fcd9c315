import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

type Orientation = 'portrait' | 'landscape';

export default function StaticOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, newOrientation: Orientation | null) => newOrientation && setOrientation(newOrientation)}
          aria-label="orientation"
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticTimePicker orientation={orientation} defaultValue={dayjs('2026-03-14T07:15')} />
      </Stack>
    </LocalizationProvider>
  );
}
