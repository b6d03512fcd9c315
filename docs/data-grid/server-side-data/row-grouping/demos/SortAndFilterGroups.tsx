import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { groupingColumn, orderColumns } from './columns';
import { childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function SortAndFilterGroups() {
  const { entries, start } = useRequestLog();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const words = params.filterModel.quickFilterValues?.filter(Boolean) ?? [];
        const done = start(
          `groupKeys: ${JSON.stringify(params.groupKeys)}, sort: ${sort}, quick filter: ${JSON.stringify(words)}`,
        );
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
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          groupingColDef={groupingColumn}
          initialState={{
            rowGrouping: { model: ['channel'] },
            columns: { columnVisibilityModel: { channel: false } },
            sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
          }}
          showToolbar
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} height={150} />
    </Stack>
  );
}
