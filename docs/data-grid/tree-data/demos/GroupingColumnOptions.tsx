import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridGroupingColDefOverride } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns, type Employee } from './staff';

export default function GroupingColumnOptions() {
  const [hideDescendantCount, setHideDescendantCount] = React.useState(false);

  // preview-start
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Employee>>(
    () => ({
      headerName: 'Employee',
      description: 'Each person is listed under the person they report to',
      width: 250,
      hideDescendantCount,
    }),
    [hideDescendantCount],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={hideDescendantCount} onChange={(event) => setHideDescendantCount(event.target.checked)} />
        }
        label="hideDescendantCount"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getStaffPath}
          rows={staff}
          columns={staffColumns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
