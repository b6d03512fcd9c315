import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function LeadingZeros() {
  const [respect, setRespect] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={respect} onChange={(event) => setRespect(event.target.checked)} />}
          label="shouldRespectLeadingZeros"
        />
        {/* preview-start */}
        <DateTimeField
          label="Parcel pickup"
          defaultValue={dayjs('2026-03-04T08:05')}
          format="M/D/YYYY H:mm"
          shouldRespectLeadingZeros={respect}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
