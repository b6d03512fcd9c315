import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, pickersOutlinedInputClasses } from '@mui/x-date-pickers/PickersTextField';

// preview-start
const RoundedTextField = styled(PickersTextField)(({ theme }) => ({
  [`& .${pickersOutlinedInputClasses.root}`]: {
    borderRadius: theme.spacing(2),
    backgroundColor: theme.palette.action.hover,
  },
}));

export default function StyledPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Sprint review" defaultValue={dayjs('2026-03-27')} slots={{ textField: RoundedTextField }} />
    </LocalizationProvider>
  );
}
// preview-end
