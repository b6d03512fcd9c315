import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const icons = {
  month: CalendarMonthIcon,
  edit: EditCalendarIcon,
  truck: LocalShippingIcon,
  chevron: ExpandMoreIcon,
};

type IconName = keyof typeof icons;

export default function ChangeOpeningIcon() {
  const [iconName, setIconName] = React.useState<IconName>('truck');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={iconName}
          onChange={(_, next: IconName | null) => next && setIconName(next)}
          aria-label="Opening icon"
        >
          <ToggleButton value="month">CalendarMonth</ToggleButton>
          <ToggleButton value="edit">EditCalendar</ToggleButton>
          <ToggleButton value="truck">LocalShipping</ToggleButton>
          <ToggleButton value="chevron">ExpandMore</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DatePicker
          label="Parcel pickup"
          defaultValue={dayjs('2026-03-19')}
          slots={{ openPickerIcon: icons[iconName] }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
