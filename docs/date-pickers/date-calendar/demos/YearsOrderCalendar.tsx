import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

type Order = 'asc' | 'desc';

export default function YearsOrderCalendar() {
  const [order, setOrder] = React.useState<Order>('desc');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
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
        <DateCalendar
          openTo="year"
          yearsOrder={order}
          minDate={dayjs('1990-01-01')}
          maxDate={dayjs('2026-12-31')}
          defaultValue={dayjs('2019-09-02')}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
