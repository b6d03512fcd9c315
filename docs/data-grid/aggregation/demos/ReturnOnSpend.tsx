import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, type Campaign, footerCellSx } from './campaigns';

// Isolated left to right, so that a right-to-left page does not show "× 3.49".
const formatRatio = (value?: number | null) => (value == null ? '' : `\u2066${value.toFixed(2)} ×\u2069`);

const columns: GridColDef<Campaign>[] = [
  ...campaignColumns('name', 'spent', 'gross'),
  {
    field: 'returnOnSpend',
    headerName: 'Return',
    description: 'Gross sales per euro spent',
    type: 'number',
    width: 120,
    valueGetter: (value, row) => row.gross / row.spent,
    valueFormatter: formatRatio,
    availableAggregationFunctions: ['overall', 'avg', 'min', 'max'],
  },
];

// preview-start
interface SpendAndSales {
  spent: number;
  gross: number;
}

// Total sales divided by total spend: each campaign weighs as much as it cost.
const overallReturn: GridAggregationFunction<SpendAndSales, number> = {
  label: 'overall',
  // No column type: only columns that list it in availableAggregationFunctions offer it.
  columnTypes: [],
  getCellValue: ({ row }) => {
    const campaign = row as Campaign;
    return { spent: campaign.spent, gross: campaign.gross };
  },
  apply: ({ values }) => {
    let spent = 0;
    let gross = 0;
    values.forEach((value) => {
      if (value) {
        spent += value.spent;
        gross += value.gross;
      }
    });
    return spent === 0 ? null : gross / spent;
  },
};
// preview-end

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, overall: overallReturn };

export default function ReturnOnSpend() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { spent: 'sum', gross: 'sum', returnOnSpend: 'overall' } },
        }}
        hideFooter
      />
    </Box>
  );
}
