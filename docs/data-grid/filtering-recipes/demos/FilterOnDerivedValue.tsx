import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { NOW, tickets, type Ticket } from './tickets';

const HOUR = 60 * 60 * 1000;

// preview-start
const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    // Not a field of the row: the value is computed from two dates.
    field: 'waitedHours',
    headerName: 'Waited (h)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => {
      const end = row.firstReplyAt ?? NOW;
      return Math.round((end.getTime() - row.openedAt.getTime()) / HOUR);
    },
  },
  {
    field: 'answered',
    headerName: 'Answered',
    type: 'boolean',
    width: 110,
    valueGetter: (_value, row) => row.firstReplyAt !== null,
  },
];
// preview-end

export default function FilterOnDerivedValue() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'waitedHours', operator: '>', value: 24 }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        filterModel.items:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value: value as unknown })),
        )}
      </Typography>
    </Box>
  );
}
