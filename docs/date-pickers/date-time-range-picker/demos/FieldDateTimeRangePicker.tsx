import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker, type DateTimeRangePickerProps } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

type FieldKind = 'single' | 'multi';

// preview-start
const twoInputs: Pick<DateTimeRangePickerProps, 'slots' | 'slotProps'> = {
  slots: { field: MultiInputDateTimeRangeField },
  slotProps: {
    textField: (ownerState) => ({
      label: 'position' in ownerState && ownerState.position === 'end' ? 'Arrival' : 'Departure',
    }),
  },
};
// preview-end

export default function FieldDateTimeRangePicker() {
  const [kind, setKind] = React.useState<FieldKind>('multi');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Field"
          value={kind}
          onChange={(_event, next: FieldKind | null) => next && setKind(next)}
        >
          <ToggleButton value="single">One input</ToggleButton>
          <ToggleButton value="multi">Two inputs</ToggleButton>
        </ToggleButtonGroup>
        <DateTimeRangePicker
          label="Overnight train"
          defaultValue={[dayjs('2026-03-14T21:40'), dayjs('2026-03-15T08:15')]}
          {...(kind === 'multi' ? twoInputs : { sx: { width: '100%', maxWidth: 420 } })}
        />
      </Stack>
    </LocalizationProvider>
  );
}
