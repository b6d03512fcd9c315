import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// A month of shift notes: one row per nurse, one column per day.
const nurses = ['Ada', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya'];
const notes = ['Day', 'Night', 'Off', 'Day, covering ward B until noon', 'Training', 'Night, on call'];

interface ShiftRow {
  id: string;
  nurse: string;
  [day: `d${number}`]: string;
}

const rows: ShiftRow[] = nurses.map((nurse, n) => {
  const row: ShiftRow = { id: nurse, nurse };
  for (let day = 1; day <= 30; day += 1) row[`d${day}`] = notes[(n * 7 + day * 5) % notes.length]!;
  return row;
});

const columns: GridColDef<ShiftRow>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 90 },
  ...Array.from({ length: 30 }, (_, index) => ({ field: `d${index + 1}`, headerName: `Nov ${index + 1}`, width: 110 })),
];

export default function AutoHeightManyColumns() {
  const [virtualize, setVirtualize] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={virtualize} onChange={(_event, checked) => setVirtualize(checked)} />}
        label="virtualizeColumnsWithAutoRowHeight"
      />
      <Box sx={{ height: 420, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          key={String(virtualize)}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
