import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const originalDate = dayjs('2026-03-14');

export default function ControlledValue() {
  // preview-start
  const [deadline, setDeadline] = React.useState<Dayjs | null>(originalDate);
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {/* preview-start */}
        <DatePicker label="Invoice due" value={deadline} onChange={(newValue) => setDeadline(newValue)} />
        {/* preview-end */}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={!deadline?.isValid()}
            onClick={() => setDeadline((current) => current && current.add(1, 'week'))}
          >
            Extend by a week
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDeadline(originalDate)}>
            Reset
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDeadline(null)}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2" dir="ltr">
          State: {deadline === null ? 'null' : deadline.isValid() ? deadline.format('YYYY-MM-DD') : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
