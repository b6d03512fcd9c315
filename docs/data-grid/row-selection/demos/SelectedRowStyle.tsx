import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridRowSelectionModel } from '@mui/x-data-grid';
import { productColumns, products } from './products';

export default function SelectedRowStyle() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([3, 7]) });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={products.slice(0, 8)}
        columns={productColumns}
        checkboxSelection
        hideFooterPagination
        // Two rows start selected, so the style shows before any click.
        rowSelectionModel={model}
        onRowSelectionModelChange={setModel}
        // preview-start
        sx={(theme) => ({
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: alpha(theme.palette.success.main, 0.16),
            boxShadow: `inset 4px 0 0 ${theme.palette.success.main}`,
            '&:hover': { backgroundColor: alpha(theme.palette.success.main, 0.24) },
          },
        })}
        // preview-end
      />
    </Box>
  );
}
