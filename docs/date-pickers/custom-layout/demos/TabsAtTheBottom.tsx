import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

// preview-start
// The mobile layout puts the date and time tabs above the view; this one puts
// them below it, closer to the thumb, followed by the action bar.
const ThumbLayout = React.forwardRef<HTMLDivElement, PickersLayoutProps<Dayjs | null>>(
  function ThumbLayout(props, ref) {
    const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

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
          {tabs}
        </PickersLayoutContentWrapper>
        {actionBar}
      </PickersLayoutRoot>
    );
  },
);
// preview-end

export default function TabsAtTheBottom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDateTimePicker
        defaultValue={dayjs('2026-03-18T09:30')}
        slots={{ layout: ThumbLayout }}
        slotProps={{ tabs: { hidden: false } }}
        sx={{ bgcolor: 'background.paper', minWidth: 320, width: 'fit-content' }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
