import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept', 'next', 'nextOrAccept'];

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('ddd D MMM YYYY') : 'empty');

export default function ActionBarActions() {
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['clear', 'today', 'accept']);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-19'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2026-06-19'));

  // Keep the buttons in the order of `allActions`, whatever order they were toggled in.
  const handleActions = (_event: React.MouseEvent<HTMLElement>, next: PickersActionBarAction[]) =>
    setActions(allActions.filter((action) => next.includes(action)));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          value={actions}
          onChange={handleActions}
          aria-label="Actions in the action bar"
          sx={{ flexWrap: 'wrap' }}
        >
          {allActions.map((action) => (
            <ToggleButton key={action} value={action} sx={{ textTransform: 'none' }}>
              {action}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <StaticDatePicker
            value={value}
            onChange={setValue}
            onAccept={setAccepted}
            slotProps={{ actionBar: { actions } }}
          />
          <Box
            component="dl"
            dir="ltr"
            sx={{ m: 0, typography: 'body2', '& dd': { ml: 0, mb: 1, fontFamily: 'monospace' } }}
          >
            <Typography component="dt" variant="subtitle2">
              actions
            </Typography>
            <dd>{actions.length === 0 ? '[] (no action bar)' : `['${actions.join("', '")}']`}</dd>
            <Typography component="dt" variant="subtitle2">
              Value (onChange)
            </Typography>
            <dd>{show(value)}</dd>
            <Typography component="dt" variant="subtitle2">
              Accepted (onAccept)
            </Typography>
            <dd>{show(accepted)}</dd>
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
