import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, products } from './products';

type Flag = 'checkboxSelection' | 'disableRowSelectionOnClick' | 'disableMultipleRowSelection';

const flagNames: Flag[] = ['checkboxSelection', 'disableRowSelectionOnClick', 'disableMultipleRowSelection'];

export default function SelectionSwitches() {
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    checkboxSelection: true,
    disableRowSelectionOnClick: true,
    disableMultipleRowSelection: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {flagNames.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                checked={flags[flag]}
                onChange={(event) => setFlags((previous) => ({ ...previous, [flag]: event.target.checked }))}
              />
            }
            label={flag}
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={products.slice(0, 8)} columns={productColumns} hideFooterPagination {...flags} />
      </Box>
    </Box>
  );
}
