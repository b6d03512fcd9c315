import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import type { GridPivotModel } from '@mui/x-data-grid-premium';
import { PivotStep } from './pivotStep';

const byShop: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'item' }],
  values: [{ field: 'sold', aggFunc: 'sum' }],
};

// preview-start
// The same fields, with rows and columns exchanged.
const swap = (model: GridPivotModel): GridPivotModel => ({
  rows: model.columns.map(({ field }) => ({ field })),
  columns: model.rows.map(({ field }) => ({ field })),
  values: model.values,
});
// preview-end

export default function SwapRowsAndColumns() {
  const [model, setModel] = React.useState(byShop);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button variant="outlined" size="small" onClick={() => setModel(swap)}>
          Swap rows and columns
        </Button>
      </Stack>
      <PivotStep model={model} height={210} />
    </Stack>
  );
}
