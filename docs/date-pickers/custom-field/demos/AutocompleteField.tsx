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
  const picker = usePickerContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  // minDate, maxDate and shouldDisableDate, as the picker received them.
  const rules = useSplitFieldProps(props, 'date').internalProps;
  // The same check the calendar runs on each day.
  const { getValidationErrorForNewValue: findError } = useValidation({
    props: rules,
    validator: validateDate,
    timezone: picker.timezone,
    value: picker.value,
  });

  // Every day between minDate and maxDate that passes validation becomes an option.
  const options = React.useMemo(() => {
    const days: Dayjs[] = [];
    let day = dayjs(rules.minDate).startOf('day');
    const last = dayjs(rules.maxDate);
    while (!day.isAfter(last, 'day') && days.length < 120) {
      if (findError(day) === null) {
        days.push(day);
      }
      day = day.add(1, 'day');
    }
    return days;
  }, [rules.minDate, rules.maxDate, findError]);

  return (
    <Autocomplete
      id={props.id}
      ref={fieldRef}
      options={options}
      value={picker.value}
      onChange={(_event, newValue) => picker.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      disabled={picker.disabled}
      readOnly={picker.readOnly}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          name={picker.name}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    size="small"
                    aria-label="Open the calendar"
                    onClick={() => picker.setOpen((previous) => !previous)}
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
  const [appointment, setAppointment] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DatePicker
          label="Appointment day"
          value={appointment}
          onChange={setAppointment}
          minDate={dayjs('2026-03-16')}
          maxDate={dayjs('2026-04-10')}
          shouldDisableDate={isClinicClosed}
          slots={{ field: AutocompleteDateField }}
        />
        <Typography variant="body2" dir="ltr">
          Value: {appointment ? appointment.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
