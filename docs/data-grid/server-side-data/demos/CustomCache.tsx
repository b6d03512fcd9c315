import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns } from './shipments';

interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
}

// preview-start
// Any object with get, set and clear can be the grid's cache. This one keeps
// its entries in a Map and counts hits and misses.
function createCountingCache(onChange: (stats: CacheStats) => void): GridDataSourceCache {
  const entries = new Map<string, GridGetRowsResponse>();
  const stats = { hits: 0, misses: 0 };
  const report = () => onChange({ entries: entries.size, ...stats });
  const keyOf = (params: GridGetRowsParams) =>
    JSON.stringify([params.start, params.end, params.sortModel, params.filterModel]);

  return {
    get: (params) => {
      const value = entries.get(keyOf(params));
      stats[value ? 'hits' : 'misses'] += 1;
      report();
      return value;
    },
    set: (params, value) => {
      entries.set(keyOf(params), value);
      report();
    },
    clear: () => {
      entries.clear();
      report();
    },
  };
}
// preview-end

export default function CustomCache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createShipmentServer());
  const [stats, setStats] = React.useState<CacheStats>({ entries: 0, hits: 0, misses: 0 });
  const [cache] = React.useState(() => createCountingCache(setStats));
  const dataSource = React.useMemo<GridDataSource>(() => ({ getRows: server.getRows }), [server]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows()}>
          Fetch again
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Fetch, skipping the cache
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear the cache
        </Button>
        {/* preview-end */}
        <Typography variant="body2" role="status">
          {stats.entries} entries · {stats.hits} hits · {stats.misses} misses
        </Typography>
      </Stack>
      <Box sx={{ height: 371 }}>
        <DataGrid
          apiRef={apiRef}
          columns={shipmentColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
