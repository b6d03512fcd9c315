import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
];

export default function RowHeightAndDensity() {
  const [rowHeight, setRowHeight] = React.useState(52);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowHeight}
          onChange={(_event, value: number | null) => value !== null && setRowHeight(value)}
          aria-label="rowHeight"
        >
          {[36, 52, 72].map((value) => (
            <ToggleButton key={value} value={value}>
              rowHeight {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value !== null && setDensity(value)}
          aria-label="density"
        >
          {(['compact', 'standard', 'comfortable'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={reviews}
          columns={columns}
          rowHeight={rowHeight}
          columnHeaderHeight={44}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
