import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

// preview-start
function OrderItems({ row }: { row: Order }) {
  return (
    <Box sx={{ py: 2, px: 6 }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        Order {row.id}: {row.items.length} item{row.items.length === 1 ? '' : 's'}
      </Typography>
      <Table size="small" aria-label={`Items of order ${row.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row.items.map((item) => (
            <TableRow key={item.sku}>
              <TableCell>{item.sku}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{item.unitPrice.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

// Orders without items get no panel: their toggle is disabled.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? <OrderItems row={row} /> : null;
const getDetailPanelHeight = () => 'auto' as const;
// preview-end

export default function OrderDetailPanel() {
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
