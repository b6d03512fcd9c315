import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type {} from '@mui/x-date-pickers/themeAugmentation';

// preview-start
// Every DatePicker and DateTimePicker under this theme gets these props unless it sets its own.
const withPickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: {
      defaultProps: {
        displayWeekNumber: true,
        slotProps: { actionBar: { actions: ['clear', 'today'] } },
      },
    },
    MuiDateTimePicker: {
      defaultProps: {
        ampm: false,
        slotProps: { actionBar: { actions: ['clear', 'accept'] } },
      },
    },
  },
});
// preview-end

export default function ThemeDefaultProps() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Sprint review" defaultValue={dayjs('2026-03-27')} />
          <DateTimePicker label="Release freeze" defaultValue={dayjs('2026-03-26T17:00')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
