import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GRID_TREE_DATA_GROUPING_FIELD } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

export default function SortByName() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={getStaffPath}
        rows={staff}
        columns={staffColumns}
        defaultGroupingExpansionDepth={-1}
        // preview-start
        groupingColDef={{ headerName: 'Employee', width: 230, sortable: true, disableColumnMenu: false }}
        initialState={{
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
        // preview-end
      />
    </Box>
  );
}
