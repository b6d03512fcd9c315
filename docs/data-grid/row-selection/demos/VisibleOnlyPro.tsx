import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { describeModel, productColumns, products } from './products';

export default function VisibleOnlyPro() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={products}
          columns={productColumns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          pagination
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
