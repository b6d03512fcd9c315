import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowIdGetter, type GridRowSelectionModel } from '@mui/x-data-grid';

// A timetable has no id column: a departure is identified by its line and its time together.
interface Departure {
  line: string;
  time: string;
  destination: string;
  platform: number;
}

const departures: Departure[] = [
  { line: 'S1', time: '08:04', destination: 'Airport', platform: 2 },
  { line: 'S1', time: '08:34', destination: 'Airport', platform: 2 },
  { line: 'S3', time: '08:04', destination: 'Harbour', platform: 4 },
  { line: 'S3', time: '08:19', destination: 'Harbour', platform: 4 },
  { line: 'R7', time: '08:12', destination: 'Old Town', platform: 1 },
  { line: 'R7', time: '08:42', destination: 'Old Town', platform: 1 },
];

const columns: GridColDef<Departure>[] = [
  { field: 'line', headerName: 'Line', width: 80 },
  { field: 'time', headerName: 'Departs', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

// preview-start
const getDepartureId: GridRowIdGetter<Departure> = (departure) => `${departure.line}@${departure.time}`;
// preview-end

export default function CompositeRowIdGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Selected ids: {selection.ids.size === 0 ? 'none' : [...selection.ids].join(', ')}
      </Typography>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={departures}
          columns={columns}
          getRowId={getDepartureId}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Box>
  );
}
