import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker, type TimeRangePickerProps } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

type FieldKind = 'single' | 'multi';

// preview-start
const twoInputs: Pick<TimeRangePickerProps, 'slots' | 'slotProps'> = {
  slots: { field: MultiInputTimeRangeField },
  slotProps: {
    // Each input of the multi-input field finds its `position` in the owner state.
    textField: (ownerState) => ({
      label: 'position' in ownerState && ownerState.position === 'end' ? 'Quiet until' : 'Quiet from',
    }),
  },
};
// preview-end

export default function FieldTimeRangePicker() {
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
        <TimeRangePicker
          label="Quiet hours"
          defaultValue={[dayjs('2026-03-14T22:00'), dayjs('2026-03-14T23:30')]}
          {...(kind === 'multi' ? twoInputs : {})}
        />
      </Stack>
    </LocalizationProvider>
  );
}
