import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

export default function TopThreeAfterFilter() {
  const apiRef = useGridApiRef();
  const [topTitles, setTopTitles] = React.useState('');

  // preview-start
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Rows that pass the filter, in the grid's sorted order.
    const readTop = () => {
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      setTopTitles(
        entries
          .slice(0, 3)
          .map((entry) => (entry.model as Book).title)
          .join(' · '),
      );
    };
    readTop();
    const stopSorted = api.subscribeEvent('sortedRowsSet', readTop);
    const stopFiltered = api.subscribeEvent('filteredRowsSet', readTop);
    return () => {
      stopSorted();
      stopFiltered();
    };
  }, [apiRef]);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={bookColumns}
          showToolbar
          initialState={{
            sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] },
            filter: { filterModel: { items: [], quickFilterValues: ['fiction'] } },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2">
        First three on screen: <strong>{topTitles || '(none)'}</strong>
      </Typography>
    </Stack>
  );
}
