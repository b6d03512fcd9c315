import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker, type DateTimeRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { useValidation } from '@mui/x-date-pickers/validation';
import { validateDateTimeRange } from '@mui/x-date-pickers-pro/validation';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const FieldButton = styled(Button)({ textTransform: 'none' });

// preview-start
function BookingButtonField(props: DateTimeRangePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date-time');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateTimeRange,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  const [start, end] = picker.value;
  let text = 'Choose a time slot';
  if (start?.isValid() && end?.isValid()) {
    text = start.isSame(end, 'day')
      ? `${start.format('ddd D MMM, HH:mm')} – ${end.format('HH:mm')}`
      : `${start.format('ddd D MMM, HH:mm')} – ${end.format('ddd D MMM, HH:mm')}`;
  }

  return (
    <FieldButton
      id={props.id}
      ref={fieldRef}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<MeetingRoomIcon />}
      aria-haspopup="dialog"
      onClick={() => picker.setOpen(true)}
    >
      {picker.label}: {text}
    </FieldButton>
  );
}

BookingButtonField.fieldType = 'single-input' as const;
// preview-end

export default function ButtonDateTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-16T14:00'), dayjs('2026-03-16T15:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeRangePicker
          label="Room 4B"
          value={value}
          onChange={setValue}
          ampm={false}
          minTime={dayjs('2026-03-16T08:00')}
          maxTime={dayjs('2026-03-16T19:00')}
          slots={{ field: BookingButtonField }}
        />
        <Typography variant="body2" dir="ltr">
          {value[0] && value[1] ? `${value[1].diff(value[0], 'minute')} minutes` : 'No slot yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
