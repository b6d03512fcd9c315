import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowIdGetter, type GridSortModel } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  category: string;
  stock: number;
  price: number;
}

// The rows have no `id` field: `sku` is the unique key instead.
const products: Product[] = [
  { sku: 'TEA-GRN-050', name: 'Sencha green tea, 50 g', category: 'Tea', stock: 42, price: 8.5 },
  { sku: 'TEA-BLK-100', name: 'Assam black tea, 100 g', category: 'Tea', stock: 17, price: 9.9 },
  { sku: 'COF-ETH-250', name: 'Ethiopian coffee beans, 250 g', category: 'Coffee', stock: 8, price: 14.0 },
  { sku: 'COF-COL-250', name: 'Colombian coffee beans, 250 g', category: 'Coffee', stock: 23, price: 12.5 },
  { sku: 'ACC-KTL-001', name: 'Gooseneck kettle', category: 'Accessories', stock: 5, price: 59.0 },
  { sku: 'ACC-GRD-002', name: 'Hand grinder', category: 'Accessories', stock: 11, price: 45.0 },
  { sku: 'TEA-HRB-040', name: 'Chamomile infusion, 40 g', category: 'Tea', stock: 0, price: 6.75 },
];

// Defined outside the component so the reference stays stable between renders.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null | undefined) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
];

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'stock', sort: 'asc' }]);

  const current = sortModel[0];

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {current ? `Sorted by "${current.field}" (${current.sort ?? 'none'})` : 'Not sorted: click a column header'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={products}
          columns={columns}
          getRowId={getRowId}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
