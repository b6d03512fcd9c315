import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order, type OrderItem } from './orders';

const itemColumns: GridColDef<OrderItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, editable: true },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 120 },
];

// preview-start
// A grid inside the panel: its own sorting, editing and keyboard navigation.
function ItemsGrid({ row }: { row: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 6, height: '100%', boxSizing: 'border-box' }}>
      <DataGridPro
        rows={row.items}
        columns={itemColumns}
        getRowId={(item) => item.sku}
        density="compact"
        aria-label={`Items of order ${row.id}`}
        hideFooter
      />
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? <ItemsGrid row={row} /> : null;
// A nested grid needs a definite height: header plus its rows, plus the padding.
const getDetailPanelHeight = ({ row }: GridRowParams<Order>) => 24 + 40 + row.items.length * 37 + 2;
// preview-end

export default function NestedGridPanel() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([3101]) } }}
        hideFooter
      />
    </Box>
  );
}
