import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

type ButtonColor = 'default' | 'primary' | 'secondary';
type ButtonSize = 'small' | 'medium';

export default function OpeningButtonProps() {
  const [color, setColor] = React.useState<ButtonColor>('primary');
  const [size, setSize] = React.useState<ButtonSize>('small');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={color}
            onChange={(_, next: ButtonColor | null) => next && setColor(next)}
            aria-label="Button color"
          >
            <ToggleButton value="default">default</ToggleButton>
            <ToggleButton value="primary">primary</ToggleButton>
            <ToggleButton value="secondary">secondary</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            onChange={(_, next: ButtonSize | null) => next && setSize(next)}
            aria-label="Button and icon size"
          >
            <ToggleButton value="small">small</ToggleButton>
            <ToggleButton value="medium">medium</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {/* preview-start */}
        <DateTimePicker
          label="Board meeting"
          defaultValue={dayjs('2026-03-24T15:00')}
          slotProps={{
            openPickerButton: { color, size },
            openPickerIcon: { fontSize: size },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
