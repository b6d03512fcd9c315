import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type DataGridProProps, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './expenses';

type Separator = NonNullable<DataGridProProps['pinnedRowsSectionSeparator']>;

const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [summaryRow('budget', 'March budget', 2000)],
  bottom: [summaryRow('total', 'Spent so far', sumAmounts(expenses))],
};

export default function SeparatorStyle() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_, value: Separator | null) => value && setSeparator(value)}
        aria-label="Separator between pinned and scrolling rows"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="border" sx={{ textTransform: 'none' }}>
          border
        </ToggleButton>
        <ToggleButton value="border-and-shadow" sx={{ textTransform: 'none' }}>
          border-and-shadow
        </ToggleButton>
      </ToggleButtonGroup>
      {/* A short grid, so the rows scroll under the pinned ones. */}
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={expenses}
          columns={expenseColumns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
