import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

type TimeRenderer = 'digital' | 'analog' | 'none';

const renderers: Record<TimeRenderer, NonNullable<DateTimePickerProps['viewRenderers']>> = {
  // No entry: the picker's own renderer for that view (digital lists)
  digital: {},
  analog: {
    hours: renderTimeViewClock,
    minutes: renderTimeViewClock,
    seconds: renderTimeViewClock,
  },
  // null: no view at all, the time is edited in the field only
  none: { hours: null, minutes: null, seconds: null },
};

export default function ViewRenderersDateTimePicker() {
  const [renderer, setRenderer] = React.useState<TimeRenderer>('analog');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Time view"
          value={renderer}
          onChange={(_event, next: TimeRenderer | null) => next && setRenderer(next)}
        >
          <ToggleButton value="digital">Digital lists</ToggleButton>
          <ToggleButton value="analog">Analog clock</ToggleButton>
          <ToggleButton value="none">Field only</ToggleButton>
        </ToggleButtonGroup>
        <DateTimePicker
          label="Parcel pick-up"
          defaultValue={dayjs('2026-03-14T16:45')}
          viewRenderers={renderers[renderer]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
