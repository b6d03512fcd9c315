import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
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
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// preview-start
function AutocompleteDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  // Same rules as the calendar: the picker passes its validation props to the field.
  const { getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  // Every day between minDate and maxDate that passes validation becomes an option.
  const options = React.useMemo(() => {
    const days: Dayjs[] = [];
    let day = dayjs(internalProps.minDate).startOf('day');
    const last = dayjs(internalProps.maxDate);
    while (!day.isAfter(last, 'day') && days.length < 120) {
      if (getValidationErrorForNewValue(day) === null) {
        days.push(day);
      }
      day = day.add(1, 'day');
    }
    return days;
  }, [internalProps.minDate, internalProps.maxDate, getValidationErrorForNewValue]);

  return (
    <Autocomplete
      id={props.id}
      ref={handleRef}
      options={options}
      value={pickerContext.value}
      onChange={(_event, newValue) => pickerContext.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      disabled={pickerContext.disabled}
      readOnly={pickerContext.readOnly}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          name={pickerContext.name}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    size="small"
                    aria-label="Open the calendar"
                    onClick={() => pickerContext.setOpen((previous) => !previous)}
                  >
                    <EventIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
// preview-end

// Dr. Okafor sees patients on Tuesdays and Thursdays, in the next four weeks only.
const isClinicClosed = (day: Dayjs) => day.day() !== 2 && day.day() !== 4;

export default function AutocompleteField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DatePicker
          label="Appointment day"
          value={value}
          onChange={setValue}
          minDate={dayjs('2026-03-16')}
          maxDate={dayjs('2026-04-10')}
          shouldDisableDate={isClinicClosed}
          slots={{ field: AutocompleteDateField }}
        />
        <Typography variant="body2" dir="ltr">
          Value: {value ? value.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
