import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import AlarmIcon from '@mui/icons-material/Alarm';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// preview-start
function ReminderChipField(props: TimePickerFieldProps) {
  const picker = usePickerContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  const { value } = picker;

  return (
    <Chip
      id={props.id}
      ref={fieldRef}
      icon={<AlarmIcon />}
      color={value ? 'primary' : 'default'}
      label={
        <React.Fragment>
          <span id={props.id ? `${props.id}-label` : undefined}>{picker.label}</span>:{' '}
          {value?.isValid() ? value.format(picker.fieldFormat) : 'none'}
        </React.Fragment>
      }
      aria-haspopup="dialog"
      onClick={() => picker.setOpen(true)}
      onDelete={value ? () => picker.clearValue() : undefined}
    />
  );
}
// preview-end

export default function ChipTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T08:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">Dentist appointment, Saturday 14 March at 09:30</Typography>
        <TimePicker
          label="Reminder"
          value={value}
          onChange={setValue}
          maxTime={dayjs('2026-03-14T09:15')}
          slots={{ field: ReminderChipField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
