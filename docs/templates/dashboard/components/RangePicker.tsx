import dayjs, { type Dayjs } from 'dayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DATA_END, DATA_START } from '../data';

/** "Today" for the dashboard: the last day of the sample data. */
export const TODAY = dayjs(DATA_END);
const FIRST_DAY = dayjs(DATA_START);

const SHORTCUTS: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [TODAY.subtract(6, 'day'), TODAY] },
  { label: 'Last 30 days', getValue: () => [TODAY.subtract(29, 'day'), TODAY] },
  { label: 'Last 90 days', getValue: () => [TODAY.subtract(89, 'day'), TODAY] },
  { label: 'This month', getValue: () => [TODAY.startOf('month'), TODAY] },
  {
    label: 'This quarter',
    getValue: () => [TODAY.month(Math.floor(TODAY.month() / 3) * 3).startOf('month'), TODAY],
  },
  {
    label: 'Last quarter',
    getValue: () => {
      const start = TODAY.month(Math.floor(TODAY.month() / 3) * 3)
        .startOf('month')
        .subtract(3, 'month');
      // The data starts a few days into that quarter: begin where it does.
      return [start.isBefore(FIRST_DAY) ? FIRST_DAY : start, start.add(2, 'month').endOf('month').startOf('day')];
    },
  },
  { label: 'All data', getValue: () => [FIRST_DAY, TODAY] },
];

export interface RangePickerProps {
  value: DateRange<Dayjs>;
  onChange: (value: DateRange<Dayjs>) => void;
}

/** The date range every figure on the page follows, with shortcuts for the usual periods. */
export default function RangePicker({ value, onChange }: RangePickerProps) {
  return (
    <DateRangePicker
      value={value}
      onChange={onChange}
      minDate={FIRST_DAY}
      maxDate={TODAY}
      referenceDate={TODAY}
      format="MMM DD, YYYY"
      label="Date range"
      calendars={2}
      currentMonthCalendarPosition={2}
      // The pop-up with two months and the shortcuts needs about 750 px: narrower windows (and touch screens) get
      // the full-screen mobile picker, one month at a time.
      desktopModeMediaQuery="@media (pointer: fine) and (min-width: 900px)"
      slotProps={{
        // On phones, stack the layout: the shortcuts become a row of chips above the month.
        layout: {
          sx: (theme) => ({
            [theme.breakpoints.down('sm')]: {
              display: 'flex',
              flexDirection: 'column',
              '& .MuiPickersLayout-shortcuts': {
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                maxWidth: 'none',
                px: 2,
                py: 1,
                '& .MuiListItem-root': { width: 'auto', p: 0 },
              },
            },
          }),
        },
        popper: { 'aria-label': 'Choose a date range' },
        mobilePaper: { 'aria-label': 'Choose a date range' },
        shortcuts: { items: SHORTCUTS, 'aria-label': 'Quick ranges' },
        actionBar: { actions: ['clear', 'accept'] },
        textField: { size: 'small', fullWidth: true },
      }}
      sx={{ width: { xs: '100%', sm: 316 } }}
    />
  );
}
