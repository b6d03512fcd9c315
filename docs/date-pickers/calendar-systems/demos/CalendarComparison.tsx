import * as React from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// preview-start
// Calendar identifiers of the Intl API, formatted in English so that every row reads the same way.
const calendars = [
  { id: 'persian', name: 'Persian (Solar Hijri)' },
  { id: 'islamic-umalqura', name: 'Hijri, Umm al-Qura' },
  { id: 'islamic-civil', name: 'Hijri, tabular' },
  { id: 'hebrew', name: 'Hebrew' },
  { id: 'buddhist', name: 'Thai Buddhist' },
  { id: 'japanese', name: 'Japanese era' },
].map((calendar) => ({
  ...calendar,
  format: new Intl.DateTimeFormat(`en-u-ca-${calendar.id}`, { dateStyle: 'long' }),
}));
// preview-end

export default function CalendarComparison() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Festival date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Table size="small" aria-label="The same day in other calendars" sx={{ maxWidth: 440 }}>
          <TableBody>
            {calendars.map((calendar) => (
              <TableRow key={calendar.id}>
                <TableCell component="th" scope="row">
                  {calendar.name}
                </TableCell>
                <TableCell dir="ltr">{value?.isValid() ? calendar.format.format(value.toDate()) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
