import Box from '@mui/material/Box';
import type { GridRenderCellParams } from '@mui/x-data-grid-pro';
import { AbsenceBadge, absenceStyles } from './absenceTypes';
import { MONTH_NAME, workingDays, type Absence, type CalendarRow } from './absences';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function describeAbsence({ type, from, to }: Absence): string {
  const days = workingDays(from, to);
  const dates = from === to ? `${from} ${MONTH_NAME}` : `${from} to ${to} ${MONTH_NAME}`;
  return `${absenceStyles[type].label}, ${dates}, ${days} working ${days === 1 ? 'day' : 'days'}`;
}

/**
 * A day cell. `colSpan` makes the first day of an absence cover the days after it, so this cell
 * draws the whole bar; the days it covers are not rendered. A screen reader reads the hidden sentence.
 */
export function DayCell({ value, row, colDef }: GridRenderCellParams<CalendarRow, Absence | number | null>) {
  if (typeof value === 'number') {
    // The pinned "People away" row holds a count per day.
    return value > 0 ? <span>{value}</span> : null;
  }
  if (!value || row.kind !== 'person') {
    return null;
  }
  const length = value.to - value.from + 1;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }} title={describeAbsence(value)}>
      <AbsenceBadge type={value.type} showLabel={length >= 3 && colDef.computedWidth * length >= 120} />
      <Box component="span" sx={visuallyHidden}>
        {describeAbsence(value)}
      </Box>
    </Box>
  );
}

/** A day's column header: the weekday and the date, with the full date for screen readers. */
export function DayHeader({ day, weekday }: { day: number; weekday: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.2, fontSize: 12 }}>
      <span aria-hidden="true">{weekday.slice(0, 2)}</span>
      <Box component="span" aria-hidden="true" sx={{ fontWeight: 600, fontSize: 14 }}>
        {day}
      </Box>
      <Box component="span" sx={visuallyHidden}>{`${weekday} ${day} ${MONTH_NAME}`}</Box>
    </Box>
  );
}
