import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTaskPath, taskColumns, taskGroupingColDef, tasks } from './plan';

export default function PathFromParentIds() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={tasks}
        columns={taskColumns}
        // preview-start
        getTreeDataPath={getTaskPath}
        groupingColDef={taskGroupingColDef}
        // preview-end
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
