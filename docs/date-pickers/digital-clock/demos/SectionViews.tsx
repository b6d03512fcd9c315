import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

const allViews: readonly TimeView[] = ['hours', 'minutes', 'seconds'];

export default function SectionViews() {
  const [views, setViews] = React.useState<readonly TimeView[]>(['hours', 'minutes', 'seconds']);

  const toggle = (view: TimeView, checked: boolean) => {
    const next = allViews.filter((name) => (name === view ? checked : views.includes(name)));
    // Keep at least one column.
    if (next.length > 0) {
      setViews(next);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <FormGroup>
          <FormLabel component="legend">views</FormLabel>
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
        <ClockFrame title="Race finish time">
          {/* preview-start */}
          <MultiSectionDigitalClock views={views} ampm={false} defaultValue={dayjs('2026-03-14T11:42:08')} />
          {/* preview-end */}
        </ClockFrame>
      </Stack>
    </LocalizationProvider>
  );
}
