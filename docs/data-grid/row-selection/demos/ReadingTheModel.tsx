import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeModel, isSelectedIn, productColumns, products } from './products';

const rows = products.slice(0, 8);

export default function ReadingTheModel() {
  const [includeOnly, setIncludeOnly] = React.useState(false);
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  // preview-start
  // Read the model through a helper that knows both types, never through `ids` alone.
  const selected = rows.filter((product) => isSelectedIn(model, product.id));
  const total = selected.reduce((sum, product) => sum + product.price, 0);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={includeOnly}
            onChange={(event) => {
              setIncludeOnly(event.target.checked);
              setModel({ type: 'include', ids: new Set() });
            }}
          />
        }
        label="disableRowSelectionExcludeModel"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={productColumns}
          checkboxSelection
          disableRowSelectionExcludeModel={includeOnly}
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooterPagination
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {`rowSelectionModel: ${describeModel(model)}\n`}
        {`${selected.length} selected, €${total.toFixed(2)} in all`}
      </Typography>
    </Box>
  );
}
