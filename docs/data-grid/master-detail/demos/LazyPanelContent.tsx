import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

// A pretend request for the shipping history of an order.
const SHIPMENTS: Record<number, string[]> = {
  3101: ['2 Mar 16:05 packed in Oslo', '3 Mar 08:40 out for delivery', '3 Mar 13:12 delivered'],
  3102: ['3 Mar 18:30 packed in Porto', '4 Mar 10:02 delivered'],
  3104: ['5 Mar 11:45 packed in Malmö', '6 Mar 09:15 in transit'],
  3105: ['6 Mar 14:20 waiting for stock'],
};
const fetchShipments = (orderId: number) =>
  new Promise<string[]>((resolve) => {
    setTimeout(() => resolve(SHIPMENTS[orderId] ?? []), 800);
  });

// preview-start
// Mounted when the panel opens: it fetches its own data then.
function ShippingHistory({ row }: { row: Order }) {
  const [events, setEvents] = React.useState<string[] | null>(null);

  React.useEffect(() => {
    let active = true;
    void fetchShipments(row.id).then((result) => {
      if (active) setEvents(result);
    });
    return () => {
      active = false;
    };
  }, [row.id]);

  return (
    <Box sx={{ py: 1.5, px: 6 }}>
      {events === null ? (
        <Typography variant="body2" color="text.secondary">
          Loading the shipping history…
        </Typography>
      ) : (
        events.map((event) => (
          <Typography key={event} variant="body2">
            {event}
          </Typography>
        ))
      )}
    </Box>
  );
}
// preview-end

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? <ShippingHistory row={row} /> : null;

export default function LazyPanelContent() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
