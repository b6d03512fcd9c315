import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import { GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

export interface OrderItem {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: number;
  customer: string;
  city: string;
  placed: string;
  items: OrderItem[];
}

export const orders: Order[] = [
  {
    id: 3101,
    customer: 'Harbour Bakery',
    city: 'Bergen',
    placed: '2026-03-02',
    items: [
      { sku: 'FL-25', name: 'Rye flour, 25 kg', quantity: 2, unitPrice: 31 },
      { sku: 'SA-05', name: 'Sea salt, 5 kg', quantity: 1, unitPrice: 9.5 },
      { sku: 'PA-01', name: 'Baking paper', quantity: 4, unitPrice: 6.2 },
    ],
  },
  {
    id: 3102,
    customer: 'Verde Florist',
    city: 'Porto',
    placed: '2026-03-03',
    items: [{ sku: 'KP-10', name: 'Kraft paper roll', quantity: 3, unitPrice: 14 }],
  },
  { id: 3103, customer: 'Kite & Co.', city: 'Galway', placed: '2026-03-03', items: [] },
  {
    id: 3104,
    customer: 'Atelier Nord',
    city: 'Malmö',
    placed: '2026-03-05',
    items: [
      { sku: 'BX-M', name: 'Shipping boxes, size M', quantity: 50, unitPrice: 0.9 },
      { sku: 'TP-48', name: 'Packing tape', quantity: 6, unitPrice: 2.4 },
    ],
  },
  {
    id: 3105,
    customer: 'Lumen Studio',
    city: 'Ghent',
    placed: '2026-03-06',
    items: [
      { sku: 'LB-60', name: 'LED bulb, 60 W equivalent', quantity: 12, unitPrice: 3.1 },
      { sku: 'CB-3', name: 'Fabric cable, 3 m', quantity: 4, unitPrice: 11.5 },
    ],
  },
];

export const orderTotal = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

/**
 * The grid's detail toggle column, with a header that screen readers can name: its default header is an empty
 * element with an aria-label, which assistive technology ignores.
 */
export const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  headerName: 'Details',
  renderHeader: ({ colDef }) => React.createElement('span', { style: visuallyHidden }, colDef.headerName),
};

export const orderColumns: GridColDef<Order>[] = [
  detailToggleColumn,
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => value.toFixed(2),
  },
];
