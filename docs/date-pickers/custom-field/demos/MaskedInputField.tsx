import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
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
import { applyMask } from './dateMask';

dayjs.extend(customParseFormat);

// preview-start
const formatValue = (date: Dayjs | null, format: string) => (date?.isValid() ? date.format(format) : '');

function MaskedDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  const format = picker.fieldFormat;

  const [text, setText] = React.useState(() => formatValue(picker.value, format));

  // When the value changes from elsewhere (the calendar), show it in the input.
  const lastPublished = React.useRef(picker.value);
  React.useEffect(() => {
    if (picker.value !== lastPublished.current) {
      lastPublished.current = picker.value;
      setText(formatValue(picker.value, format));
    }
  }, [picker.value, format]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value, format);
    setText(masked);
    // Incomplete text is no date yet: `null`. Complete text is parsed strictly.
    const newValue = masked.length === format.length ? dayjs(masked, format, true) : null;
    lastPublished.current = newValue;
    picker.setValue(newValue, { shouldClose: false });
  };

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
