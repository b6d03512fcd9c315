import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

// preview-start
const ITEM_HEIGHT = 48;

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <List dense sx={{ px: 6 }}>
      {row.items.map((item) => (
        <ListItem key={item.sku} sx={{ height: ITEM_HEIGHT }}>
          <ListItemText primary={item.name} secondary={`${item.quantity} × €${item.unitPrice.toFixed(2)}`} />
        </ListItem>
      ))}
    </List>
  ) : null;

// The height follows from the data, so the grid needs no measurement.
const getDetailPanelHeight = ({ row }: GridRowParams<Order>) => 16 + row.items.length * ITEM_HEIGHT;
// preview-end

export default function FixedPanelHeight() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
