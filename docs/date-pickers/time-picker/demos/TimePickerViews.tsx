import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const allViews: readonly TimeView[] = ['hours', 'minutes', 'seconds'];

export default function TimePickerViews() {
  const [views, setViews] = React.useState<readonly TimeView[]>(['minutes', 'seconds']);
  const [openTo, setOpenTo] = React.useState<TimeView>('minutes');

  const toggle = (view: TimeView, checked: boolean) => {
    const next = allViews.filter((name) => (name === view ? checked : views.includes(name)));
    if (next.length === 0) {
      return;
    }
    setViews(next);
    if (!next.includes(openTo)) {
      setOpenTo(next[0] ?? 'hours');
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <FormControl component="fieldset">
            <FormLabel component="legend">views</FormLabel>
            <FormGroup row>
              {allViews.map((view) => (
                <FormControlLabel
                  key={view}
                  control={
                    <Checkbox checked={views.includes(view)} onChange={(event) => toggle(view, event.target.checked)} />
                  }
                  label={view}
                />
              ))}
            </FormGroup>
          </FormControl>
          <Typography variant="body2" id="open-to-label" color="text.secondary">
            openTo
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={openTo}
            onChange={(_, newOpenTo: TimeView | null) => newOpenTo && setOpenTo(newOpenTo)}
            aria-labelledby="open-to-label"
          >
            {views.map((view) => (
              <ToggleButton key={view} value={view} sx={{ textTransform: 'none' }}>
                {view}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack sx={{ pt: 1 }}>
          {/* preview-start */}
          <TimePicker label="Lap time" views={views} openTo={openTo} defaultValue={dayjs('2026-03-14T00:01:42')} />
          {/* preview-end */}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
