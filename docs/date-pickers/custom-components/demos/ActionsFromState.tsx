import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { PickerLayoutOwnerState } from '@mui/x-date-pickers/PickersLayout';
import type { PickersActionBarAction, PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// preview-start
// Called on every render of the popup with the picker's current state.
function actionBarFor({ pickerVariant, isPickerValueEmpty }: PickerLayoutOwnerState): PickersActionBarProps {
  const actions: PickersActionBarAction[] = pickerVariant === 'desktop' ? ['today'] : ['today', 'cancel', 'accept'];
  // Offer "Clear" only when there is something to clear.
  return { actions: isPickerValueEmpty ? actions : ['clear', ...actions] };
}
// preview-end

export default function ActionsFromState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Desktop: follow-up visit"
          defaultValue={dayjs('2026-05-12')}
          slotProps={{ actionBar: actionBarFor }}
        />
        <MobileDatePicker label="Mobile: follow-up visit" slotProps={{ actionBar: actionBarFor }} />
      </Stack>
    </LocalizationProvider>
  );
}
