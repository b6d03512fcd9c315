import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import { useValidation, validateTime } from '@mui/x-date-pickers/validation';
import { show } from './validationReadout';

// The pool is open 07:00 to 21:00 and closed for cleaning from 13:00 to 14:00.
const rules = {
  minTime: dayjs('2026-03-14T07:00'),
  maxTime: dayjs('2026-03-14T21:00'),
  shouldDisableTime: (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 13,
};

function PoolSlotError({ value }: { value: Dayjs | null }) {
  // Views have no onError: ask the same validator the TimePicker uses.
  const { validationError } = useValidation({
    value,
    timezone: 'default',
    validator: validateTime,
    props: { ...rules, disablePast: false, disableFuture: false },
  });
  return <React.Fragment>{JSON.stringify(validationError)}</React.Fragment>;
}

export default function ClockViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1 }}>
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TimeClock value={value} onChange={setValue} ampm={false} {...rules} />
          <DigitalClock
            value={value}
            onChange={setValue}
            ampm={false}
            timeStep={30}
            skipDisabled
            sx={{ height: 300 }}
            {...rules}
          />
        </Stack>
        {/* preview-end */}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button size="small" variant="outlined" onClick={() => setValue(dayjs('2026-03-14T13:30'))}>
            Book 13:30 from code
          </Button>
          <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace' }}>
            value: {show(value, 'HH:mm')}, useValidation error: <PoolSlotError value={value} />
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
