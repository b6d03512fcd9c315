import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, gridClasses, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { AbsenceLegend } from './absenceTypes';
import { MONTH_NAME, YEAR, people, type CalendarRow } from './absences';
import { calendarColumns } from './columns';

const rows: CalendarRow[] = people.map((person) => ({ ...person, kind: 'person' }));

const pinnedRows: GridPinnedRowsProp<CalendarRow> = {
  bottom: [{ kind: 'summary', id: 'away', name: 'People away' }],
};

export default function TimeOffCalendarApp() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" id="time-off-title" sx={{ fontWeight: 600 }}>
        Time off, {MONTH_NAME} {YEAR}
      </Typography>
      <AbsenceLegend />
      <Box sx={{ height: 522, width: '100%' }}>
        <DataGridPro
          aria-labelledby="time-off-title"
          rows={rows}
          columns={calendarColumns}
          pinnedRows={pinnedRows}
          initialState={{ pinnedColumns: { left: ['name'] } }}
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
