import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function TimeClockInteraction() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, newMode: Mode | null) => newMode && setMode(newMode)}
          aria-label="Interaction mode"
        >
          <ToggleButton value="editable" sx={{ textTransform: 'none' }}>
            editable
          </ToggleButton>
          <ToggleButton value="readOnly" sx={{ textTransform: 'none' }}>
            readOnly
          </ToggleButton>
          <ToggleButton value="disabled" sx={{ textTransform: 'none' }}>
            disabled
          </ToggleButton>
        </ToggleButtonGroup>
        <TimeClock
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
          defaultValue={dayjs('2026-03-14T13:15')}
          ampmInClock
        />
      </Stack>
    </LocalizationProvider>
  );
}
