import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const FieldButton = styled(Button)({ textTransform: 'none' });

// preview-start
function StatusAwareButtonField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  const { triggerStatus, value } = picker;
  const dateText = value?.isValid() ? value.format('D MMMM YYYY') : 'no date';
  const labelId = props.id ? `${props.id}-label` : undefined;

  if (triggerStatus === 'hidden') {
    // Nothing to open: show the value as text.
    return (
      <Typography id={props.id} ref={fieldRef}>
        <span id={labelId}>{picker.label}</span>: {dateText}
      </Typography>
    );
  }

  return (
    <FieldButton
      id={props.id}
      ref={fieldRef}
      variant="outlined"
      disabled={triggerStatus === 'disabled'}
      aria-haspopup="dialog"
      onClick={() => picker.setOpen(true)}
    >
      <span id={labelId}>{picker.label}</span>: {dateText}
    </FieldButton>
  );
}
// preview-end

export default function TriggerStatusField() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [disableOpenPicker, setDisableOpenPicker] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormGroup row>
          <FormControlLabel
            control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label="disabled"
          />
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="readOnly"
          />
          <FormControlLabel
            control={
              <Switch checked={disableOpenPicker} onChange={(event) => setDisableOpenPicker(event.target.checked)} />
            }
            label="disableOpenPicker"
          />
        </FormGroup>
        <DatePicker
          label="Contract signed on"
          defaultValue={dayjs('2026-03-02')}
          disabled={disabled}
          readOnly={readOnly}
          disableOpenPicker={disableOpenPicker}
          slots={{ field: StatusAwareButtonField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
