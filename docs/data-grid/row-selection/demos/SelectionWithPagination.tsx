import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeModel, productColumns, products } from './products';

export default function SelectionWithPagination() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={products}
          columns={productColumns}
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        rowSelectionModel: {describeModel(model)}
      </Typography>
    </Box>
  );
}
