import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const estimatedArrival = {
  standard: dayjs('2026-03-20'),
  express: dayjs('2026-03-16'),
};

type Shipping = keyof typeof estimatedArrival;

export default function ResetWithKey() {
  const [shipping, setShipping] = React.useState<Shipping>('standard');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shipping}
          onChange={(_, next: Shipping | null) => next && setShipping(next)}
          aria-label="Shipping method"
        >
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="express">Express</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        {/* A new key mounts a new picker, which reads its new defaultValue. */}
        <DatePicker key={shipping} label="Delivery date" defaultValue={estimatedArrival[shipping]} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
