import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'region', 'spent', 'gross');

// preview-start
const median: GridAggregationFunction<number, number> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    const upper = numbers[middle] ?? 0;
    const lower = numbers[middle - 1] ?? upper;
    // An odd count has one middle value; an even count averages the two middle values.
    return numbers.length % 2 === 1 ? upper : (lower + upper) / 2;
  },
};

// The built-in functions this grid offers, plus median; size is left out.
const aggregationFunctions = {
  sum: GRID_AGGREGATION_FUNCTIONS.sum,
  avg: GRID_AGGREGATION_FUNCTIONS.avg,
  median,
};
// preview-end

export default function MedianFunction() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { spent: 'median', gross: 'median' } } }}
        hideFooter
      />
    </Box>
  );
}
