import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import type { FieldOwnerState } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';

const sprintEnd = dayjs('2026-03-27');

export default function VariantSwitch() {
  const [variant, setVariant] = React.useState<Variant>('responsive');

  // Each picker reports the variant it renders through the owner state of its slots.
  const textField = {
    textField: (ownerState: FieldOwnerState) => ({
      helperText: `Renders the ${ownerState.pickerVariant} variant`,
    }),
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, next: Variant | null) => next && setVariant(next)}
          aria-label="Picker component"
        >
          <ToggleButton value="responsive">Responsive</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="mobile">Mobile</ToggleButton>
          <ToggleButton value="static">Static</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        {variant === 'responsive' && <DatePicker label="Sprint ends" defaultValue={sprintEnd} slotProps={textField} />}
        {variant === 'desktop' && (
          <DesktopDatePicker label="Sprint ends" defaultValue={sprintEnd} slotProps={textField} />
        )}
        {variant === 'mobile' && (
          <MobileDatePicker label="Sprint ends" defaultValue={sprintEnd} slotProps={textField} />
        )}
        {variant === 'static' && <StaticDatePicker defaultValue={sprintEnd} />}
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
