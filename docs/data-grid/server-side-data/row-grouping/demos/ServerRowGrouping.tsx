import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { groupingColumn, orderColumns } from './columns';
import { childCountOf, fetchOrderRows, groupKeyOf } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ServerRowGrouping() {
  const { entries, start } = useRequestLog();

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(
          `groupFields: ${JSON.stringify(params.groupFields)}, groupKeys: ${JSON.stringify(params.groupKeys)}`,
        );
        try {
          const response = await fetchOrderRows(params, { fail: false });
          done(`${response.rows.length} rows`);
          return response;
        } catch (error) {
          done('failed');
          throw error;
        }
      },
      getGroupKey: groupKeyOf,
      getChildrenCount: childCountOf,
    }),
    [start],
  );
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          columns={orderColumns}
          groupingColDef={groupingColumn}
          dataSource={dataSource}
          initialState={{
            rowGrouping: { model: ['channel'] },
            columns: { columnVisibilityModel: { channel: false } },
          }}
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
