import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

type Rule = 'none' | 'disablePast' | 'disableFuture';

export default function PastAndFuture() {
  // This demo is about today, so it starts from the reader's today.
  const [value, setValue] = React.useState<Dayjs | null>(() => dayjs().subtract(2, 'day'));
  const [rule, setRule] = React.useState<Rule>('disablePast');
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rule}
          onChange={(_event, next: Rule | null) => next && setRule(next)}
          aria-label="Rule"
        >
          <ToggleButton value="none">No rule</ToggleButton>
          <ToggleButton value="disablePast">disablePast</ToggleButton>
          <ToggleButton value="disableFuture">disableFuture</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1}>
            {/* preview-start */}
            <DatePicker
              label={rule === 'disableFuture' ? 'Date of the incident' : 'Next appointment'}
              value={value}
              onChange={setValue}
              disablePast={rule === 'disablePast'}
              disableFuture={rule === 'disableFuture'}
              onError={onError}
            />
            {/* preview-end */}
            <Typography variant="caption" dir="ltr">
              Today is {dayjs().format('YYYY-MM-DD')} for this demo.
            </Typography>
          </Stack>
          <ValidationReadout value={show(value)} error={error} calls={calls} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
