import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchProducts, TOTAL_PRODUCTS, type Product } from './catalogue';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100, sortable: false },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, sortable: false },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, sortable: false },
];

export default function ViewportLazyLoading() {
  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // The grid asks for the rows it is about to show: `start` to `end`.
      getRows: async ({ start, end }) => {
        const rows = await fetchProducts(Number(start), end);
        return { rows, rowCount: TOTAL_PRODUCTS };
      },
    }),
    [],
  );
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        disableColumnFilter
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
