import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

type Variant = 'responsive' | 'desktop' | 'mobile';

const festival = [dayjs('2026-07-10T16:00'), dayjs('2026-07-12T23:00')] as const;

export default function DateTimeRangePickerVariants() {
  const [variant, setVariant] = React.useState<Variant>('mobile');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Variant"
          value={variant}
          onChange={(_event, next: Variant | null) => next && setVariant(next)}
        >
          <ToggleButton value="responsive">Responsive</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="mobile">Mobile</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        {variant === 'responsive' && (
          <DateTimeRangePicker
            label="Festival pass"
            sx={{ width: '100%', maxWidth: 420 }}
            defaultValue={[festival[0], festival[1]]}
            desktopModeMediaQuery="@media (min-width: 900px)"
          />
        )}
        {variant === 'desktop' && (
          <DesktopDateTimeRangePicker
            label="Festival pass"
            sx={{ width: '100%', maxWidth: 420 }}
            defaultValue={[festival[0], festival[1]]}
          />
        )}
        {variant === 'mobile' && (
          <MobileDateTimeRangePicker
            label="Festival pass"
            sx={{ width: '100%', maxWidth: 420 }}
            defaultValue={[festival[0], festival[1]]}
          />
        )}
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
