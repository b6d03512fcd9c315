import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { products, type Product } from './products';

const MAX_STOCK = 80;

// preview-start
function StockCell({ value }: GridRenderCellParams<Product, number>) {
  const stock = value ?? 0;
  if (stock === 0) return <Chip label="Sold out" color="error" size="small" variant="outlined" />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={(stock / MAX_STOCK) * 100}
        color={stock < 10 ? 'warning' : 'primary'}
        sx={{ flex: 1 }}
        aria-label={`${stock} in stock`}
      />
      <Box component="span" sx={{ minWidth: 24, textAlign: 'end' }}>
        {stock}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 170, display: 'flex', renderCell: StockCell },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Product, number>) => (
      <Rating value={params.value ?? 0} precision={0.1} readOnly size="small" aria-label={`${params.value} out of 5`} />
    ),
  },
];
// preview-end

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
