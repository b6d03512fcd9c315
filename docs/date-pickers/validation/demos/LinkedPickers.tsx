import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show } from './validationReadout';

export default function LinkedPickers() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [comeback, setComeback] = React.useState<Dayjs | null>(dayjs('2026-03-21'));
  const [comebackError, setComebackError] = React.useState<DateValidationError>(null);
  // An empty or unfinished outbound date sets no lower bound.
  const returnBounds = departure?.isValid() ? { minDate: departure } : {};

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Outbound flight" value={departure} onChange={setDeparture} />
          <DatePicker
            label="Return flight"
            value={comeback}
            onChange={setComeback}
            {...returnBounds}
            onError={setComebackError}
            slotProps={{
              textField: {
                helperText: comebackError === 'minDate' ? 'Return on or after the outbound flight' : ' ',
              },
            }}
          />
        </Stack>
        {/* preview-end */}
        <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace' }}>
          outbound: {show(departure)}, return: {show(comeback)}, return error: {JSON.stringify(comebackError)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
