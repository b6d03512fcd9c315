import * as React from 'react';
import type { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';
import { useMaskedText } from './dateMask';

// preview-start
function MaskedDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  // The text of the input, masked and parsed on each change (see dateMask.ts).
  const { text, handleChange } = useMaskedText();

  return (
    <TextField
      id={props.id}
      ref={fieldRef}
      label={picker.label}
      name={picker.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      disabled={picker.disabled}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly: picker.readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label="Open the calendar"
                onClick={() => picker.setOpen((previous) => !previous)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
// preview-end

export default function MaskedInputField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  let summary = 'null';
  if (value) {
    summary = value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Date of birth"
          format="DD/MM/YYYY"
          value={value}
          onChange={setValue}
          slots={{ field: MaskedDateField }}
        />
        <Typography variant="body2" dir="ltr">
          Value: {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
