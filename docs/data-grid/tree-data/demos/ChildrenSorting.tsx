import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTaskPath, taskColumns, taskGroupingColDef, tasks } from './plan';

export default function ChildrenSorting() {
  const [disableChildrenSorting, setDisableChildrenSorting] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenSorting}
            onChange={(event) => setDisableChildrenSorting(event.target.checked)}
          />
        }
        label="disableChildrenSorting"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTaskPath}
          groupingColDef={taskGroupingColDef}
          rows={tasks}
          columns={taskColumns}
          defaultGroupingExpansionDepth={-1}
          // preview-start
          disableChildrenSorting={disableChildrenSorting}
          initialState={{ sorting: { sortModel: [{ field: 'due', sort: 'desc' }] } }}
          // preview-end
          hideFooter
        />
      </Box>
    </Stack>
  );
}
