import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const meeting = dayjs('2026-03-14');

export default function NestedProviders() {
  return (
    // preview-start
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Berlin office (de)" defaultValue={meeting} />
        {/* A nested provider with its own adapter and locale. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
          <DatePicker label="Lyon office (fr)" defaultValue={meeting} format="LL" />
        </LocalizationProvider>
        {/* No dateAdapter: this provider reuses the parent's adapter, so "fr" is ignored. */}
        <LocalizationProvider adapterLocale="fr">
          <DatePicker label="Still German" defaultValue={meeting} format="LL" />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
    // preview-end
  );
}
