import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { driveColumns, nameColumn } from './columns';
import { fetchDriveRows, type DriveRow } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ServerTreeData() {
  const { entries, start } = useRequestLog();

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const done = start(`groupKeys: ${JSON.stringify(params.groupKeys)}`);
        try {
          const response = await fetchDriveRows(params, { fail: false });
          done(`${response.rows.length} rows`);
          return response;
        } catch (error) {
          done('failed');
          throw error;
        }
      },
      getGroupKey: (row) => (row as DriveRow).name,
      getChildrenCount: (row) => (row as DriveRow).childCount,
    }),
    [start],
  );
  // preview-end

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro columns={driveColumns} dataSource={dataSource} treeData groupingColDef={nameColumn} hideFooter />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
