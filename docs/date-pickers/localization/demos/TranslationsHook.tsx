import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import TodayIcon from '@mui/icons-material/Today';
import CheckIcon from '@mui/icons-material/Check';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// preview-start
// A custom action bar: icons of its own, texts from the current translations.
function IconActionBar({ className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, setValueToToday, acceptValueChanges } = usePickerActionsContext();

  return (
    <Stack direction="row" className={className} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, p: 1 }}>
      <Button size="small" startIcon={<DeleteOutlineIcon />} onClick={clearValue}>
        {translations.clearButtonLabel}
      </Button>
      <Button size="small" startIcon={<TodayIcon />} onClick={setValueToToday}>
        {translations.todayButtonLabel}
      </Button>
      <Button size="small" variant="contained" startIcon={<CheckIcon />} onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </Stack>
  );
}
// preview-end

export default function TranslationsHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ todayButtonLabel: 'Same day' }}>
      {/* preview-start */}
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        localeText={{ clearButtonLabel: 'Start over', okButtonLabel: 'Save date' }}
        slots={{ actionBar: IconActionBar }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
