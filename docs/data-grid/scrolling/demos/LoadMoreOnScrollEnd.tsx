import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowScrollEndParams } from '@mui/x-data-grid-pro';
import { fetchReadings, PAGE_SIZE, TOTAL_HOURS } from './readingsServer';
import { readingColumns, type Reading } from './readings';

export default function LoadMoreOnScrollEnd() {
  const [rows, setRows] = React.useState<Reading[]>([]);
  // The first batch is requested on mount, so the grid starts in its loading state.
  const [loading, setLoading] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);

  const loadMore = React.useCallback(async (from: number) => {
    setLoading(true);
    const batch = await fetchReadings(from, PAGE_SIZE);
    setRows((previous) => [...previous, ...batch]);
    setLoading(false);
  }, []);

  // The first batch. The flag drops a reply that arrives after unmounting (or after React's second
  // development-mode run of this effect), so the first 25 hours are never added twice.
  React.useEffect(() => {
    let active = true;
    void fetchReadings(0, PAGE_SIZE).then((batch) => {
      if (active) {
        setRows(batch);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  // preview-start
  const handleRowsScrollEnd = (params: GridRowScrollEndParams) => {
    setLog((previous) =>
      [
        `rowsScrollEnd: ${params.visibleRowsCount} rows, viewport ${params.viewportPageSize} rows tall`,
        ...previous,
      ].slice(0, 3),
    );
    if (!loading && rows.length < TOTAL_HOURS) {
      void loadMore(rows.length);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        {rows.length} of {TOTAL_HOURS} hours loaded{loading ? ', loading the next 25…' : '.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={readingColumns}
          loading={loading}
          onRowsScrollEnd={handleRowsScrollEnd}
          scrollEndThreshold={120}
          density="compact"
          hideFooter
        />
      </Box>
      <Box component="ul" aria-label="Event log" sx={{ m: 0, mt: 1, pl: 2, height: 66, fontSize: 13 }}>
        {log.map((entry, index) => (
          <li key={`${index}-${entry}`}>{entry}</li>
        ))}
      </Box>
    </Box>
  );
}
