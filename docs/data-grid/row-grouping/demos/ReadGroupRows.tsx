import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridRowParams } from '@mui/x-data-grid-premium';
import { dealColumns, deals, formatEuro, type Deal } from './deals';

export default function ReadGroupRows() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row.');

  // preview-start
  const handleRowClick = ({ id }: GridRowParams) => {
    const api = apiRef.current;
    const node = api?.getRowNode(id);
    if (!api || node?.type !== 'group') {
      return;
    }
    // The ids of the deals under the group, at any depth, in their current order.
    const dealIds = api.getRowGroupChildren({ groupId: id, applySorting: true, applyFiltering: true });
    const total = dealIds.reduce<number>((sum, dealId) => sum + (api.getRow<Deal>(dealId)?.amount ?? 0), 0);
    setSummary(`${id}: ${dealIds.length} deals, ${formatEuro(total)} (ids ${dealIds.join(', ')})`);
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['director', 'rep'] } }}
          onRowClick={handleRowClick}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {summary}
      </Typography>
    </Stack>
  );
}
