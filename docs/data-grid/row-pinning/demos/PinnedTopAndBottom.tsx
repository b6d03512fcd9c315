import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, gridClasses, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './expenses';

// preview-start
const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [summaryRow('budget', 'March budget', 2000)],
  bottom: [summaryRow('total', 'Spent so far', sumAmounts(expenses))],
};
// preview-end

export default function PinnedTopAndBottom() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={expenseColumns}
        pinnedRows={pinnedRows}
        hideFooter
        sx={{
          [`& .${gridClasses.pinnedRows} .${gridClasses.cell}`]: { fontWeight: 'fontWeightBold' },
        }}
      />
    </Box>
  );
}
