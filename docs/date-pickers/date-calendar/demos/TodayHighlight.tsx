import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// This demo is about today's date: it opens on the current month, not on a fixed date.
export default function TodayHighlight() {
  const [disableHighlight, setDisableHighlight] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={disableHighlight} onChange={(event) => setDisableHighlight(event.target.checked)} />
          }
          label="disableHighlightToday"
        />
        {/* preview-start */}
        <DateCalendar disableHighlightToday={disableHighlight} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
