import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const show = (time: Dayjs | null) => (time === null ? 'null' : time.isValid() ? time.format('HH:mm') : 'Invalid Date');

export default function ControlledTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T13:00'), dayjs('2026-03-14T11:30')]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* preview-start */}
        <SingleInputTimeRangeField
          label="Exam"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={setError}
          helperText={error[0] === 'invalidRange' ? 'The exam must end after it starts.' : ' '}
          ampm={false}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          value: [{show(value[0])}, {show(value[1])}] · error: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
