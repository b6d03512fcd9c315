import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { fetchProducts, TOTAL_PRODUCTS, type Product } from './catalogue';

const PAGE = 30;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<Product[]>([]);
  const [loading, setLoading] = React.useState(true);
  const loadingRef = React.useRef(false);

  // preview-start
  const loadMore = React.useCallback(async (start: number) => {
    if (loadingRef.current || start >= TOTAL_PRODUCTS) return;
    loadingRef.current = true;
    setLoading(true);
    const page = await fetchProducts(start, start + PAGE - 1);
    setRows((previous) => [...previous, ...page]);
    setLoading(false);
    loadingRef.current = false;
  }, []);

  React.useEffect(() => {
    void loadMore(0);
  }, [loadMore]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Loaded {rows.length} of {TOTAL_PRODUCTS} products
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={() => void loadMore(rows.length)}
          scrollEndThreshold={200}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
