import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

type Orientation = 'portrait' | 'landscape';

export default function StaticDateTimePickerDemo() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Orientation"
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <StaticDateTimePicker orientation={orientation} defaultValue={dayjs('2026-03-14T09:30')} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
