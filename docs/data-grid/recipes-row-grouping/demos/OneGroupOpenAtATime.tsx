import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridGroupNode } from '@mui/x-data-grid-premium';
import { ticketColumns, tickets } from './tickets';

export default function OneGroupOpenAtATime() {
  const apiRef = useGridApiRef();

  // preview-start
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
        const api = apiRef.current;
        if (!api || !node.childrenExpanded || node.depth < 0) {
          return;
        }
        // Close the other open groups of the same level.
        const parent = node.parent === null ? null : api.getRowNode(node.parent);
        if (parent?.type !== 'group') {
          return;
        }
        parent.children.forEach((siblingId) => {
          const sibling = api.getRowNode(siblingId);
          if (siblingId !== node.id && sibling?.type === 'group' && sibling.childrenExpanded) {
            api.setRowChildrenExpansion(siblingId, false);
          }
        });
      }),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={tickets}
        columns={ticketColumns}
        initialState={{ rowGrouping: { model: ['team', 'status'] } }}
      />
    </Box>
  );
}
