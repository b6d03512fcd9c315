import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortDirection, type GridSortModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

const cycles = {
  default: ['asc', 'desc', null],
  'no-unsorted': ['asc', 'desc'],
  'desc-first': ['desc', 'asc', null],
  'desc-only': ['desc', null],
} satisfies Record<string, GridSortDirection[]>;
type Cycle = keyof typeof cycles;

export default function GridSortingOrder() {
  const [cycle, setCycle] = React.useState<Cycle>('default');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={cycle}
        onChange={(_, value: Cycle | null) => value && setCycle(value)}
        aria-label="Sorting order"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(cycles) as Cycle[]).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {JSON.stringify(cycles[key])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={books}
          columns={bookColumns}
          sortingOrder={cycles[cycle]}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Current sort: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Stack>
  );
}
