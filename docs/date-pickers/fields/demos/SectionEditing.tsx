import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (at least one section is empty)';
  }
  return value.isValid() ? value.format('dddd, MMMM D, YYYY [at] h:mm A') : 'Invalid Date';
}

export default function SectionEditing() {
  const [checkUp, setCheckUp] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <DateTimeField label="Dental check-up" value={checkUp} onChange={setCheckUp} />
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          Value: {describe(checkUp)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
