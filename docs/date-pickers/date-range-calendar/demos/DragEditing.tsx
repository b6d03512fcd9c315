import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DragEditing() {
  const [disableDragEditing, setDisableDragEditing] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch checked={disableDragEditing} onChange={(event) => setDisableDragEditing(event.target.checked)} />
          }
          label="disableDragEditing"
        />
        {/* preview-start */}
        <DateRangeCalendar
          disableDragEditing={disableDragEditing}
          defaultValue={[dayjs('2026-03-23'), dayjs('2026-04-03')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
