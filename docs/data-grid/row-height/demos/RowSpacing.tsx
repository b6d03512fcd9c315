import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
];

// preview-start
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});
// preview-end

export default function RowSpacing() {
  const [rowSpacingType, setRowSpacingType] = React.useState<'margin' | 'border'>('margin');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rowSpacingType}
        onChange={(_event, value: 'margin' | 'border' | null) => value !== null && setRowSpacingType(value)}
        aria-label="rowSpacingType"
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={reviews}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={rowSpacingType}
          sx={{
            bgcolor: 'action.selected',
            '& .MuiDataGrid-row': {
              bgcolor: 'background.paper',
              // With rowSpacingType="border", the grid sets the border widths; the style and colour are yours.
              borderStyle: 'solid',
              borderWidth: 0,
              borderColor: 'primary.light',
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
