import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';

type Order = 'asc' | 'desc' | 'none';

export default function NestedRowsAndColumns() {
  const [quarterOrder, setQuarterOrder] = React.useState<Order>('desc');

  // preview-start
  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'shop' }, { field: 'tea' }],
      columns: [
        quarterOrder === 'none' ? { field: 'date-quarter' } : { field: 'date-quarter', sort: quarterOrder },
        { field: 'channel', sort: 'asc' },
      ],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    }),
    [quarterOrder],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="nested-quarter-order-label">
          Order of the quarters
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={quarterOrder}
          onChange={(event, value: Order | null) => {
            if (value !== null) {
              setQuarterOrder(value);
            }
          }}
          aria-labelledby="nested-quarter-order-label"
        >
          <ToggleButton value="asc">asc</ToggleButton>
          <ToggleButton value="desc">desc</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          pivotActive
          pivotModel={pivotModel}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
