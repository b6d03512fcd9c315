import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function SearchTextToValues() {
  const [values, setValues] = React.useState<GridFilterModel['quickFilterValues']>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          showToolbar
          hideFooter
          // preview-start
          onFilterModelChange={(model) => setValues(model.quickFilterValues)}
          // preview-end
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        quickFilterValues: {JSON.stringify(values ?? [])}
      </Typography>
    </Box>
  );
}
