import * as React from 'react';
import dayjs from 'dayjs';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
// Adds the pickers' names (`MuiPickersDay`, `MuiDateCalendar`...) to the theme's `components` types.
import type {} from '@mui/x-date-pickers/themeAugmentation';

// preview-start
// Extends the page's theme (light or dark) instead of replacing it.
const withCalendarStyles = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiPickersCalendarHeader: {
      styleOverrides: { label: { textTransform: 'uppercase', letterSpacing: '0.08em' } },
    },
    MuiDayCalendar: {
      styleOverrides: { weekDayLabel: { fontWeight: 700 } },
    },
    MuiPickersDay: {
      styleOverrides: {
        // Rounded squares instead of circles, in every calendar under this theme.
        root: { borderRadius: 8, '&.Mui-selected': { fontWeight: 700 } },
      },
    },
  },
});
// preview-end

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={withCalendarStyles}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar defaultValue={dayjs('2026-03-14')} />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
