import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

// preview-start
const DentistLayout = React.forwardRef<HTMLDivElement, PickersLayoutProps<Dayjs | null>>(
  function DentistLayout(props, ref) {
    const { toolbar, content, actionBar, ownerState } = usePickerLayout(props);

    return (
      <PickersLayoutRoot
        ref={ref}
        ownerState={ownerState}
        className={`${pickersLayoutClasses.root} ${props.className ?? ''}`}
        sx={props.sx}
      >
        {toolbar}
        <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
          {content}
          <Divider />
          <Typography variant="body2" sx={{ px: 3, py: 1.5, maxWidth: 320 }}>
            Weekdays only. For a dental emergency at the weekend, call 0161 496 0000.
          </Typography>
        </PickersLayoutContentWrapper>
        {actionBar}
      </PickersLayoutRoot>
    );
  },
);
// preview-end

export default function AppointmentLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDatePicker
        defaultValue={dayjs('2026-03-18')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ layout: DentistLayout }}
        sx={{ bgcolor: 'background.paper', minWidth: 320, width: 'fit-content' }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
