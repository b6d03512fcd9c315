import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { driveColumns, nameColumn } from './columns';
import { fetchDriveRows, type DriveRow } from './fakeServer';
import { RequestLog, useRequestLog } from './requestLog';

export default function ExpandOnLoad() {
  const [depth, setDepth] = React.useState(1);
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
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={2}>2</ToggleButton>
        <ToggleButton value={-1}>-1 (everything)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* The prop is read when the groups are created: a new key mounts a new grid. */}
        <DataGridPro
          key={depth}
          columns={driveColumns}
          dataSource={dataSource}
          treeData
          defaultGroupingExpansionDepth={depth}
          groupingColDef={nameColumn}
          hideFooter
        />
      </Box>
      <RequestLog entries={entries} height={150} />
    </Stack>
  );
}
