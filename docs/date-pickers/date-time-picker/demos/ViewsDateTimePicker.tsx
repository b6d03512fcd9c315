import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';

const allViews: DateOrTimeView[] = ['year', 'month', 'day', 'hours', 'minutes', 'seconds'];

export default function ViewsDateTimePicker() {
  const [views, setViews] = React.useState<DateOrTimeView[]>(['year', 'day', 'hours', 'minutes']);
  const [openTo, setOpenTo] = React.useState<DateOrTimeView>('day');

  const handleViewsChange = (_event: React.MouseEvent<HTMLElement>, next: DateOrTimeView[]) => {
    // Keep the order of `allViews`, whatever order the buttons were pressed in.
    const ordered = allViews.filter((view) => next.includes(view));
    const [first] = ordered;
    if (!first) {
      return; // A picker needs at least one view.
    }
    setViews(ordered);
    if (!ordered.includes(openTo)) {
      setOpenTo(first);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup size="small" aria-label="Views" value={views} onChange={handleViewsChange}>
          {allViews.map((view) => (
            <ToggleButton key={view} value={view}>
              {view}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="openTo"
            value={openTo}
            onChange={(event) => setOpenTo(event.target.value as DateOrTimeView)}
            sx={{ minWidth: 140 }}
          >
            {views.map((view) => (
              <MenuItem key={view} value={view}>
                {view}
              </MenuItem>
            ))}
          </TextField>
          {/* preview-start */}
          <DateTimePicker
            label="Meter reading taken"
            defaultValue={dayjs('2026-03-14T09:30:15')}
            views={views}
            openTo={openTo}
          />
          {/* preview-end */}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
