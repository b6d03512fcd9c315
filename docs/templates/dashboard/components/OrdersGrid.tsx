import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { CHANNELS, type Channel, type Order } from '../data';
import { formatCents } from '../format';
import StatusChip from './StatusChip';

const channelLabel = Object.fromEntries(CHANNELS.map((channel) => [channel.id, channel.label])) as Record<
  Channel,
  string
>;

const placedAtLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'dateTime',
    width: 180,
    // The log's times have no zone: read and show them as UTC so every reader sees the same clock time.
    valueGetter: (value: string) => new Date(`${value}:00Z`),
    valueFormatter: (value: Date) => placedAtLabel.format(value),
  },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 210,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}>
        <Avatar
          aria-hidden
          sx={{
            width: 30,
            height: 30,
            fontSize: 12,
            fontWeight: 600,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(row.customer)}
        </Avatar>
        <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {row.customer}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {row.city}
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'channel',
    headerName: 'Channel',
    width: 130,
    valueFormatter: (value: Channel) => channelLabel[value],
  },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatCents(value),
  },
];

/** The orders of the range, newest first, ten to a page; every column sorts. */
export default function OrdersGrid({ orders }: { orders: Order[] }) {
  return (
    <Box sx={{ height: 682, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        rowHeight={56}
        initialState={{
          sorting: { sortModel: [{ field: 'placedAt', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25, 50]}
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={{ noRowsLabel: 'No orders in this range' }}
        aria-labelledby="orders-title"
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
    </Box>
  );
}
