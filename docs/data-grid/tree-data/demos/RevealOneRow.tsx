import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridGroupNode } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

// preview-start
// Open the tree down to Sofia Russo, and leave every other group closed.
const sofia = staff.find((person) => person.hierarchy.at(-1) === 'Sofia Russo')!;

const isGroupExpandedByDefault = (node: GridGroupNode) => sofia.hierarchy.includes(String(node.groupingKey));
// preview-end

export default function RevealOneRow() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={getStaffPath}
        rows={staff}
        columns={staffColumns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        getRowClassName={(params) => (params.id === sofia.id ? 'revealed-row' : '')}
        sx={{ '& .revealed-row': { fontWeight: 'fontWeightBold' } }}
      />
    </Box>
  );
}
