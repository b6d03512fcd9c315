import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function ControlledRangeField() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-16'), dayjs('2026-03-27')]);
  // One entry per end of the range: null, or the name of the rule that end breaks.
  const [endErrors, setEndErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 400, gap: 2 }}>
        {/* preview-start */}
        <SingleInputDateRangeField
          label="Sprint 12"
          value={sprint}
          onChange={(newValue, context) => {
            setSprint(newValue);
            setEndErrors(context.validationError);
          }}
          // Sprints start on a Monday and end on a Friday.
          shouldDisableDate={(day, position) => day.day() !== (position === 'start' ? 1 : 5)}
          clearable
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          value: [{show(sprint[0])}, {show(sprint[1])}]
          <br />
          validationError: {JSON.stringify(endErrors)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
