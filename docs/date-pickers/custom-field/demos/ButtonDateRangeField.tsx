import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

const FieldButton = styled(Button)({ textTransform: 'none' });

// preview-start
function RangeButtonField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const placeholder = useParsedFormat();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);

  const [start, end] = picker.value;
  const formatDate = (date: Dayjs | null) => (date?.isValid() ? date.format(picker.fieldFormat) : placeholder);

  return (
    <FieldButton
      id={props.id}
      ref={fieldRef}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      aria-haspopup="dialog"
      aria-expanded={picker.open}
      onClick={() => picker.setOpen((previous) => !previous)}
    >
      {picker.label}: {formatDate(start)} – {formatDate(end)}
    </FieldButton>
  );
}

// A button cannot be typed into: let the calendar take the focus, as with a single input.
RangeButtonField.fieldType = 'single-input' as const;
// preview-end

export default function ButtonDateRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14'), dayjs('2026-03-17')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker label="Hotel stay" value={value} onChange={setValue} slots={{ field: RangeButtonField }} />
        <Typography variant="body2" dir="ltr">
          {value[0] && value[1] ? `${value[1].diff(value[0], 'day')} nights` : 'Pick the check-in and check-out days'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
