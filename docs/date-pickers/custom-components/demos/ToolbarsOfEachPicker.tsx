import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

type Kind = 'date' | 'time' | 'dateTime';

const departure = dayjs('2026-07-18T06:45');

export default function ToolbarsOfEachPicker() {
  const [kind, setKind] = React.useState<Kind>('dateTime');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_event, next: Kind | null) => next && setKind(next)}
          aria-label="Picker"
        >
          <ToggleButton value="date">DatePickerToolbar</ToggleButton>
          <ToggleButton value="time">TimePickerToolbar</ToggleButton>
          <ToggleButton value="dateTime">DateTimePickerToolbar</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        {kind === 'date' && (
          <StaticDatePicker defaultValue={departure} slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM' } }} />
        )}
        {kind === 'time' && <StaticTimePicker defaultValue={departure} ampm={false} />}
        {kind === 'dateTime' && (
          <StaticDateTimePicker
            defaultValue={departure}
            ampm={false}
            slotProps={{ toolbar: { toolbarFormat: 'ddd D MMM' } }}
          />
        )}
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
