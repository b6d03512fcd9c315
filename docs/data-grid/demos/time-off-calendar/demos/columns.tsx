import type { GridColDef } from '@mui/x-data-grid-pro';
import { DayCell, DayHeader } from './cells';
import {
  DAYS_IN_MONTH,
  absenceOn,
  awayOn,
  isWeekend,
  weekdayOf,
  workingDays,
  type Absence,
  type CalendarRow,
} from './absences';

export const DAY_WIDTH = 44;

function dayColumn(day: number): GridColDef<CalendarRow, Absence | number | null> {
  const weekday = weekdayOf(day);
  return {
    field: `day${day}`,
    headerName: `${weekday} ${day}`,
    width: DAY_WIDTH,
    minWidth: DAY_WIDTH,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    resizable: false,
    headerAlign: 'center',
    align: 'center',
    // The value of a day: the absence that covers it, or the count in the summary row.
    valueGetter: (_value, row) => (row.kind === 'summary' ? awayOn(day) : (absenceOn(row, day) ?? null)),
    // preview-start
    // The first day of an absence spans as many columns as the absence lasts.
    colSpan: (_value, row) => {
      if (row.kind !== 'person') {
        return undefined;
      }
      const absence = row.absences.find((item) => item.from === day);
      return absence ? absence.to - absence.from + 1 : undefined;
    },
    // preview-end
    renderHeader: () => <DayHeader day={day} weekday={weekday} />,
    renderCell: (params) => <DayCell {...params} />,
    ...(isWeekend(day) && { cellClassName: 'weekend', headerClassName: 'weekend' }),
  };
}

export const calendarColumns: GridColDef<CalendarRow>[] = [
  { field: 'name', headerName: 'Person', width: 150 },
  ...Array.from({ length: DAYS_IN_MONTH }, (_, index) => dayColumn(index + 1) as GridColDef<CalendarRow>),
  {
    field: 'daysOff',
    headerName: 'Days off',
    description: 'Working days away this month',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) =>
      row.kind === 'person'
        ? row.absences.reduce((total, absence) => total + workingDays(absence.from, absence.to), 0)
        : null,
  },
];
