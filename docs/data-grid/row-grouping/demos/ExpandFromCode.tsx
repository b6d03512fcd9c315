import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridGroupNode } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function ExpandFromCode() {
  const apiRef = useGridApiRef();
  const [lastEvent, setLastEvent] = React.useState('none yet');

  // preview-start
  React.useEffect(
    () =>
      // `subscribeEvent` returns the function that unsubscribes.
      apiRef.current?.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
        setLastEvent(
          node.depth === -1
            ? 'every group (expandAllRows or collapseAllRows)'
            : `${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}`,
        );
      }),
    [apiRef],
  );

  const openRegion = (region: string) => {
    apiRef.current?.collapseAllRows();
    apiRef.current?.setRowChildrenExpansion(`auto-generated-row-region/${region}`, true);
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
        <Button size="small" variant="outlined" onClick={() => openRegion('Iberia')}>
          Only Iberia
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['region', 'stage'] } }}
        />
      </Box>
      <Typography variant="body2" role="status">
        Last <code>rowExpansionChange</code>: {lastEvent}
      </Typography>
    </Stack>
  );
}
