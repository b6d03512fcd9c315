import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { driveColumns, nameColumn } from './columns';
import { fetchDriveRows, type DriveRow } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

type CacheChoice = 'default' | 'short' | 'none';

// preview-start
// A cache of your own needs a key that tells the levels of the tree apart.
const shortCache = new GridDataSourceCacheDefault({
  ttl: 10_000,
  getKey: (params: GridGetRowsParams) =>
    JSON.stringify([params.groupKeys, params.sortModel, params.filterModel, params.start, params.end]),
});
// preview-end

export default function TreeDataCache() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const { entries, start, clear } = useRequestLog();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(`groupKeys: ${JSON.stringify(params.groupKeys)}`);
        const response = await fetchDriveRows(params, { fail: false });
        done(`${response.rows.length} rows`);
        return response;
      },
      getGroupKey: (row) => (row as DriveRow).name,
      getChildrenCount: (row) => (row as DriveRow).childCount,
    }),
    [start],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_event, value: CacheChoice | null) => {
            if (value !== null) {
              clear();
              setChoice(value);
            }
          }}
          aria-label="dataSourceCache"
        >
          <ToggleButton value="default">Default (5 min)</ToggleButton>
          <ToggleButton value="short">Own cache (10 s)</ToggleButton>
          <ToggleButton value="none">null (no cache)</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear the cache
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGridPro
          key={choice}
          apiRef={apiRef}
          columns={driveColumns}
          dataSource={dataSource}
          {...(choice === 'default' ? {} : { dataSourceCache: choice === 'short' ? shortCache : null })}
          treeData
          groupingColDef={nameColumn}
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} height={150} />
    </Stack>
  );
}
