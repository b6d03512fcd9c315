import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DisabledReadOnly() {
  const [mode, setMode] = React.useState<Mode>('readOnly');
  const stay = [dayjs('2026-03-14'), dayjs('2026-03-18')] as const;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, value: Mode | null) => value && setMode(value)}
          aria-label="Picker state"
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
        {/* preview-start */}
        <DateRangePicker
          label="Confirmed stay"
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
          defaultValue={[...stay]}
        />
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
          defaultValue={[...stay]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
