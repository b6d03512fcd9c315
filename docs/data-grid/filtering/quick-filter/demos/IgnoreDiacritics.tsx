import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['sao'] } } }}
          showToolbar
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
