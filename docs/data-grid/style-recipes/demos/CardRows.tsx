import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridRowSpacingParams } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

// preview-start
// Space above and below each row, in pixels.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});
// preview-end

export default function CardRows() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        getRowSpacing={getRowSpacing}
        hideFooter
        // preview-start
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '--DataGrid-rowBorderColor': 'transparent',
            [`& .${gridClasses.row}`]: {
              backgroundColor: 'background.paper',
              border: `1px solid ${palette.divider}`,
              borderRadius: 2,
            },
            [`& .${gridClasses.cell}`]: { borderTop: 'none' },
            [`& .${gridClasses.row}:hover`]: {
              borderColor: palette.primary.main,
            },
          };
        }}
        // preview-end
      />
    </Box>
  );
}
