import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Order = 'asc' | 'desc';

export default function YearsOrder() {
  const [order, setOrder] = React.useState<Order>('desc');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={order}
          onChange={(_, next: Order | null) => next && setOrder(next)}
          aria-label="yearsOrder"
        >
          <ToggleButton value="asc">asc</ToggleButton>
          <ToggleButton value="desc">desc</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DatePicker
          label="Date of birth"
          openTo="year"
          yearsOrder={order}
          minDate={dayjs('1920-01-01')}
          maxDate={dayjs('2026-03-14')}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
