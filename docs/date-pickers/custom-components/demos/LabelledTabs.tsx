import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';

// preview-start
const isTimeView = (view: DateOrTimeView | null) => view === 'hours' || view === 'minutes' || view === 'seconds';

function DayAndTimeTabs({ className }: { className?: string }) {
  const { view, setView, value } = usePickerContext<Dayjs | null, DateOrTimeView>();
  const tab = isTimeView(view) ? 'time' : 'day';

  return (
    <Tabs
      className={className}
      variant="fullWidth"
      value={tab}
      onChange={(_event, next: 'day' | 'time') => setView(next === 'day' ? 'day' : 'hours')}
    >
      <Tab value="day" label={value?.isValid() ? value.format('ddd D MMM') : 'Day'} />
      <Tab value="time" label={value?.isValid() ? value.format('HH:mm') : 'Time'} />
    </Tabs>
  );
}
// preview-end

export default function LabelledTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimePicker
        label="Boarding"
        ampm={false}
        defaultValue={dayjs('2026-07-18T06:15')}
        slots={{ tabs: DayAndTimeTabs }}
      />
    </LocalizationProvider>
  );
}
