import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
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
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { formatValue, useMaskedText } from './dateMask';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This day does not exist',
  minDate: 'We deliver from 16 March 2026',
  maxDate: 'We deliver until 30 April 2026',
  shouldDisableDate: 'No deliveries at weekends',
  shouldDisableMonth: 'No deliveries that month',
  shouldDisableYear: 'No deliveries that year',
  disablePast: 'This day is in the past',
  disableFuture: 'This day is in the future',
};

// preview-start
function ValidatedDateField(props: DatePickerFieldProps) {
  // minDate, maxDate, shouldDisableDate... arrive in `internalProps`.
  const { internalProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const { hasValidationError, validationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  // preview-end
  const placeholder = useParsedFormat();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  // The masked input of the previous demo (see dateMask.ts).
  const { text, handleChange } = useMaskedText();

  // preview-start
  return (
    <TextField
      id={props.id}
      ref={fieldRef}
      label={picker.label}
      name={picker.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={validationError ? messages[validationError] : 'Weekdays, 16 March to 30 April'}
      // preview-end
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
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

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function ValidatedInputField() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DatePicker
          label="Delivery date"
          format="DD/MM/YYYY"
          minDate={dayjs('2026-03-16')}
          maxDate={dayjs('2026-04-30')}
          shouldDisableDate={isWeekend}
          onError={(error, value) =>
            setLog((previous) =>
              [
                `onError(${error === null ? 'null' : `"${error}"`}) for ${formatValue(value, 'YYYY-MM-DD') || String(value)}`,
                ...previous,
              ].slice(0, 4),
            )
          }
          slots={{ field: ValidatedDateField }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            Picker events
          </Typography>
          <Box
            component="ol"
            dir="ltr"
            sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {log.map((entry, index) => (
              <li key={`${log.length - index}`}>{entry}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
