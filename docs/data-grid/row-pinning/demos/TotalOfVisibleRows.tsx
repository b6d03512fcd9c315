import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridClasses,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './expenses';

export default function TotalOfVisibleRows() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(expenses.length);
  const [total, setTotal] = React.useState(sumAmounts(expenses));

  // preview-start
  // Recount after every filter pass. Numbers, not arrays, go into state: a new pinned row makes the grid
  // filter again, and an unchanged number ends that loop instead of rendering forever.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const recount = () => {
      const visible = gridFilteredSortedRowEntriesSelector(apiRef).map(({ model }) => model as Expense);
      setCount(visible.length);
      setTotal(sumAmounts(visible));
    };
    recount();
    return api.subscribeEvent('filteredRowsSet', recount);
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({ bottom: [summaryRow('total', `Total of ${count} expenses`, total)] }),
    [count, total],
  );
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={expenses}
        columns={expenseColumns}
        pinnedRows={pinnedRows}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Hotel'] } } }}
        showToolbar
        hideFooter
        sx={{ [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.cell}`]: { fontWeight: 'fontWeightBold' } }}
      />
    </Box>
  );
}
