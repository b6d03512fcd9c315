import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, gridClasses, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { AbsenceLegend } from './absenceTypes';
import { MONTH_NAME, YEAR, people, type CalendarRow } from './absences';
import { calendarColumns } from './columns';

const rows: CalendarRow[] = people.map((person) => ({ ...person, kind: 'person' }));

const pinnedRows: GridPinnedRowsProp<CalendarRow> = {
  bottom: [{ kind: 'summary', id: 'away', name: 'People away' }],
};

export default function TimeOffCalendarApp() {
  const { direction } = useTheme();
  return (
    // The app fills the height its page reserves for it (620 px), and the grid takes what the controls
    // leave: more rows on a wide screen, where the controls fit on fewer lines than on a phone.
    <Stack spacing={1.5} sx={{ width: '100%', height: 620 }}>
      <Typography variant="subtitle1" component="h3" id="time-off-title" sx={{ fontWeight: 600 }}>
        Time off, {MONTH_NAME} {YEAR}
      </Typography>
      <AbsenceLegend />
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGridPro
          aria-labelledby="time-off-title"
          rows={rows}
          columns={calendarColumns}
          pinnedRows={pinnedRows}
          // `left` and `right` are physical sides: pin the name to the start edge in both directions. The key
          // mounts the grid again when the direction changes, since initialState is read once.
          key={direction}
          initialState={{ pinnedColumns: { [direction === 'rtl' ? 'right' : 'left']: ['name'] } }}
          rowHeight={42}
          columnHeaderHeight={52}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableColumnReorder
          disableRowSelectionOnClick
          hideFooter
          sx={(theme) => ({
            // Weekends: a shaded column, and "Sa" / "Su" in the header, so they read without the shade.
            [`& .${gridClasses.cell}.weekend, & .${gridClasses.columnHeader}.weekend`]: {
              backgroundColor: theme.palette.action.hover,
            },
            [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.cell}`]: { fontWeight: 600 },
            [`& .${gridClasses.columnHeader}`]: { px: 0.5 },
            [`& .${gridClasses.cell}`]: { px: 0.5 },
          })}
        />
      </Box>
    </Stack>
  );
}
