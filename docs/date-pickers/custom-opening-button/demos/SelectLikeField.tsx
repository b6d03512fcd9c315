import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import InputAdornment from '@mui/material/InputAdornment';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SelectLikeField() {
  const [open, setOpen] = React.useState(false);
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2026-07-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1 }}>
        {/* preview-start */}
        <DatePicker
          label="Departure"
          value={departure}
          onChange={setDeparture}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slotProps={{
            textField: {
              // A click anywhere on the field opens the calendar.
              onClick: () => setOpen(true),
              // So does Enter. The field handles its own keys after this handler,
              // so pick one it does not use (it would still step a section on ArrowDown).
              onKeyDown: (event: React.KeyboardEvent) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setOpen(true);
                }
              },
              helperText: 'Click the field, or press Enter in it',
              // Your own end adornment replaces the one with the opening button.
              InputProps: {
                endAdornment: (
                  <InputAdornment position="end">
                    <ArrowDropDownIcon />
                  </InputAdornment>
                ),
              },
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
