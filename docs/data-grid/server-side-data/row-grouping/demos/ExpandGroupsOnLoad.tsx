import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { groupingColumn, orderColumns } from './columns';
import { childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ExpandGroupsOnLoad() {
  const [depth, setDepth] = React.useState(1);
  const { entries, start, clear } = useRequestLog();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(`groupKeys: ${JSON.stringify(params.groupKeys)}`);
        const response = await fetchOrderRows(params, { fail: false });
        done(`${response.rows.length} rows`);
        return response;
      },
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
    }),
    [start],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            clear();
            setDepth(value);
          }
        }}
        aria-label="defaultGroupingExpansionDepth"
      >
        <ToggleButton value={0}>0 (closed)</ToggleButton>
        <ToggleButton value={1}>1 (channels)</ToggleButton>
        <ToggleButton value={-1}>-1 (everything)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* A new key mounts a new grid: the depth is read when the groups are created. */}
        <DataGridPremium
          key={depth}
          columns={orderColumns}
          groupingColDef={groupingColumn}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['channel', 'category'] } }}
          defaultGroupingExpansionDepth={depth}
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} height={150} />
    </Stack>
  );
}
