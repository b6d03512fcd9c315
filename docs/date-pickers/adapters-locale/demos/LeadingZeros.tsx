import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const sprintStart = dayjs('2026-03-02T08:05');

export default function LeadingZeros() {
  const [respect, setRespect] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={respect} onChange={(event) => setRespect(event.target.checked)} />}
          label="shouldRespectLeadingZeros"
        />
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Sprint start (D/M/YYYY)"
            format="D/M/YYYY"
            shouldRespectLeadingZeros={respect}
            defaultValue={sprintStart}
          />
          <DatePicker
            label="Sprint review (D/M/YYYY)"
            format="D/M/YYYY"
            defaultValue={sprintStart.add(11, 'day')}
            slotProps={{ field: { shouldRespectLeadingZeros: respect } }}
          />
          <TimeField
            label="Stand-up (H:mm)"
            format="H:mm"
            shouldRespectLeadingZeros={respect}
            defaultValue={sprintStart}
          />
        </Stack>
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
