import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

type Cycle = '12h' | '24h';

const formats: Record<Cycle, { minutes: string; seconds: string }> = {
  '12h': { minutes: 'hh:mm A', seconds: 'hh:mm:ss A' },
  '24h': { minutes: 'HH:mm', seconds: 'HH:mm:ss' },
};

export default function TimeFieldFormats() {
  const [cycle, setCycle] = React.useState<Cycle>('24h');
  const [withSeconds, setWithSeconds] = React.useState(true);
  const format = formats[cycle][withSeconds ? 'seconds' : 'minutes'];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={cycle}
            onChange={(_, newCycle: Cycle | null) => newCycle && setCycle(newCycle)}
            aria-label="Hour cycle"
          >
            <ToggleButton value="12h">12-hour</ToggleButton>
            <ToggleButton value="24h">24-hour</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Switch checked={withSeconds} onChange={(event) => setWithSeconds(event.target.checked)} />}
            label="Seconds"
          />
        </Stack>
        {/* preview-start */}
        <TimeField label="Starting gun" format={format} defaultValue={dayjs('2026-03-14T09:00:05')} />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          format=&quot;{format}&quot;
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
