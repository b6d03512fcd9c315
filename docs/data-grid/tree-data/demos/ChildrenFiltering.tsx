import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTaskPath, taskColumns, taskGroupingColDef, tasks } from './plan';

export default function ChildrenFiltering() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenFiltering}
            onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
          />
        }
        label="disableChildrenFiltering"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTaskPath}
          groupingColDef={taskGroupingColDef}
          rows={tasks}
          columns={taskColumns}
          defaultGroupingExpansionDepth={-1}
          showToolbar
          // preview-start
          disableChildrenFiltering={disableChildrenFiltering}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'owner', operator: 'equals', value: 'Olivia' }] },
            },
          }}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
