import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';

const functionNames = ['sum', 'avg', 'min', 'max'];

export default function SeveralValues() {
  const [revenueFunction, setRevenueFunction] = React.useState('sum');

  // preview-start
  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'shop' }],
      columns: [{ field: 'channel' }],
      values: [
        { field: 'revenue', aggFunc: revenueFunction },
        { field: 'boxes', aggFunc: 'sum' },
        { field: 'tea', aggFunc: 'size' },
      ],
    }),
    [revenueFunction],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="several-values-function-label">
          Revenue
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={revenueFunction}
          onChange={(event, value: string | null) => {
            if (value !== null) {
              setRevenueFunction(value);
            }
          }}
          aria-labelledby="several-values-function-label"
        >
          {functionNames.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium sx={footerCellSx} rows={orders} columns={orderColumns} pivotActive pivotModel={pivotModel} />
      </Box>
    </Stack>
  );
}
