import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <Box sx={{ py: 1.5, px: 6 }}>{row.items.map((item) => `${item.quantity} × ${item.name}`).join(' · ')}</Box>
  ) : null;

// preview-start
// Rendered by the grid (its toolbar slot), so it can read the grid's state.
function PanelsToolbar() {
  const apiRef = useGridApiContext();
  // Re-renders whenever panels open or close, whoever opens them.
  const openIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', p: 1 }}>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.toggleDetailPanel(3101)}>
        Toggle order 3101
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setExpandedDetailPanels(new Set([3104, 3105]))}
      >
        Open 3104 and 3105
      </Button>
      <Button size="small" onClick={() => apiRef.current.setExpandedDetailPanels(new Set())}>
        Close all
      </Button>
      <Typography variant="body2" aria-live="polite">
        {openIds.size} panel{openIds.size === 1 ? '' : 's'} open
      </Typography>
    </Stack>
  );
}
// preview-end

export default function PanelsWithApiRef() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        slots={{ toolbar: PanelsToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
