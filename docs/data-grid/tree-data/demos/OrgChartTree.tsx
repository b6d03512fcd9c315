import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

export default function OrgChartTree() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        treeData
        getTreeDataPath={getStaffPath}
        rows={staff}
        columns={staffColumns}
        defaultGroupingExpansionDepth={1}
      />
      {/* preview-end */}
    </Box>
  );
}
