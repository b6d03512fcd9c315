import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledValue() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  let status = 'Empty, or not fully typed yet (null)';
  if (dueDate && dueDate.isValid()) {
    status = `Invoice due ${dueDate.format('dddd D MMMM YYYY')}`;
  } else if (dueDate) {
    status = 'Every section is filled, but the date does not exist (invalid Dayjs)';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker label="Invoice due" value={dueDate} onChange={(newValue) => setDueDate(newValue)} />
        {/* preview-end */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => setDueDate(dayjs('2026-03-14').add(30, 'day'))}>
            Net 30
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setDueDate((prev) => (prev?.isValid() ? prev.endOf('month') : prev))}
          >
            End of that month
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDueDate(null)}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2" dir="ltr">
          {status}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
