import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

type Layout = 'columns' | 'list';

export default function SingleColumnTimeRangePicker() {
  const [layout, setLayout] = React.useState<Layout>('list');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Time view"
          value={layout}
          onChange={(_event, next: Layout | null) => next && setLayout(next)}
        >
          <ToggleButton value="columns">Hour and minute columns</ToggleButton>
          <ToggleButton value="list">One list of slots</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <TimeRangePicker
          label="Yoga class"
          defaultValue={[dayjs('2026-03-14T18:00'), dayjs('2026-03-14T19:30')]}
          timeSteps={{ minutes: 30 }}
          // 48 half-hour options a day: a single list once the threshold reaches 48
          thresholdToRenderTimeInASingleColumn={layout === 'list' ? 48 : 24}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
