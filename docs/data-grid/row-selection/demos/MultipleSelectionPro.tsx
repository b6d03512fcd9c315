import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { productColumns, products } from './products';

export default function MultipleSelectionPro() {
  const [single, setSingle] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={single} onChange={(event) => setSingle(event.target.checked)} />}
        label="disableMultipleRowSelection"
      />
      <Box sx={{ height: 380 }}>
        {/* Ctrl/⌘ + click adds or removes a row, Shift + click selects a range. */}
        <DataGridPro rows={products.slice(0, 8)} columns={productColumns} disableMultipleRowSelection={single} />
      </Box>
    </Box>
  );
}
