import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

// preview-start
// Open the stages that still need work; leave Won and Lost closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'stage' && node.groupingKey !== 'Won' && node.groupingKey !== 'Lost';
// preview-end

export default function ExpandChosenGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{ rowGrouping: { model: ['stage'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
