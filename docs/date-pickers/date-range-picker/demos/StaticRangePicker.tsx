import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

type Wrapper = 'mobile' | 'desktop';

export default function StaticRangePicker() {
  const [wrapper, setWrapper] = React.useState<Wrapper>('desktop');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={wrapper}
          onChange={(_, value: Wrapper | null) => value && setWrapper(value)}
          aria-label="displayStaticWrapperAs"
        >
          <ToggleButton value="desktop" sx={{ textTransform: 'none' }}>
            displayStaticWrapperAs=&quot;desktop&quot;
          </ToggleButton>
          <ToggleButton value="mobile" sx={{ textTransform: 'none' }}>
            &quot;mobile&quot;
          </ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <StaticDateRangePicker
          displayStaticWrapperAs={wrapper}
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-18')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
