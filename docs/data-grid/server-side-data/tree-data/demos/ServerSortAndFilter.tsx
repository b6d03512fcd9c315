import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { driveColumns, nameColumn } from './columns';
import { fetchDriveRows, type DriveRow } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ServerSortAndFilter() {
  const { entries, start } = useRequestLog();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const words = params.filterModel.quickFilterValues?.filter(Boolean) ?? [];
        const done = start(
          `groupKeys: ${JSON.stringify(params.groupKeys)}, sort: ${sort}, quick filter: ${JSON.stringify(words)}, items: ${params.filterModel.items.length}`,
        );
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
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={driveColumns}
          dataSource={dataSource}
          treeData
          groupingColDef={nameColumn}
          initialState={{ sorting: { sortModel: [{ field: 'sizeKb', sort: 'desc' }] } }}
          showToolbar
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} height={150} />
    </Stack>
  );
}
