import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// preview-start
function PostponeActionBar({ className, sx }: PickersActionBarProps) {
  // The context of the picker this action bar is rendered in.
  const { value, setValue, clearValue, acceptValueChanges } = usePickerContext<Dayjs | null>();
  const postpone = (days: number) =>
    // "set": update the value and keep the popup open; "accept" would also close it.
    setValue((value ?? dayjs('2026-03-14')).add(days, 'day'), { changeImportance: 'set' });

  return (
    // Keep `className`: the layout places the action bar in its grid by that class.
    <DialogActions className={className} sx={sx}>
      <Button onClick={clearValue}>No due date</Button>
      <Button onClick={() => postpone(1)}>+1 day</Button>
      <Button onClick={() => postpone(7)}>+1 week</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Done
      </Button>
    </DialogActions>
  );
}
// preview-end

export default function PostponeActionBarDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Task due"
        defaultValue={dayjs('2026-03-14')}
        closeOnSelect={false}
        slots={{ actionBar: PostponeActionBar }}
      />
    </LocalizationProvider>
  );
}
