import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

const withItems = orders.filter((order) => order.items.length > 0).map((order) => order.id);

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <Box sx={{ py: 1.5, px: 6 }}>{row.items.map((item) => `${item.quantity} × ${item.name}`).join(' · ')}</Box>
  ) : null;

export default function ControlledPanels() {
  // preview-start
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([3104]));
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set(withItems))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
          Collapse all
        </Button>
        <Typography variant="body2" aria-live="polite">
          Open: {expanded.size === 0 ? 'none' : [...expanded].join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        {/* preview-start */}
        <DataGridPro
          rows={orders}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={() => 'auto'}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
