import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { bakerySales, salesColumns } from './bakerySales';

// Saturday and Sunday of every item.
const weekend: GridCellSelectionModel = Object.fromEntries(
  bakerySales.map((row) => [row.id, { sat: true, sun: true }]),
);

export default function ControlledCellSelection() {
  // preview-start
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    croissant: { mon: true, tue: true },
  });
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCellSelectionModel(weekend)}>
          Select the weekend
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 372 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={bakerySales}
          columns={salesColumns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(model) => setCellSelectionModel(model)}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="Cell selection model"
        sx={{ m: 0, p: 1, height: 96, overflow: 'auto', bgcolor: 'action.hover', fontSize: 12 }}
      >
        {JSON.stringify(cellSelectionModel)}
      </Box>
    </Stack>
  );
}
