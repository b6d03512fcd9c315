import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

// Buttons are upper-case by default; dates read better as typed.
const FieldButton = styled(Button)({ textTransform: 'none' });

// preview-start
function ButtonField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  // The popup is labelled by the element with this id.
  const labelId = props.id ? `${props.id}-label` : undefined;

  const valueText = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : placeholder;

  return (
    <FieldButton
      id={props.id}
      ref={fieldRef}
      variant="outlined"
      startIcon={<EventIcon />}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      aria-haspopup="dialog"
      aria-expanded={picker.open}
      onClick={() => picker.setOpen((previous) => !previous)}
    >
      <span id={labelId}>{picker.label}</span>: {valueText}
    </FieldButton>
  );
}

function PayrollDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-27'));

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DatePicker label="Payroll date" value={value} onChange={setValue} slots={{ field: ButtonField }} />
      <Typography variant="body2" dir="ltr">
        Value: {value ? value.format('dddd D MMMM YYYY') : 'null'}
      </Typography>
    </Stack>
  );
}
// preview-end

export default function ButtonDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <PayrollDatePicker />
    </LocalizationProvider>
  );
}
