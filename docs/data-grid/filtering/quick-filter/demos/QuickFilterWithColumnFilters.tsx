import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

// preview-start
const initialFilterModel: GridFilterModel = {
  items: [{ id: 1, field: 'country', operator: 'equals', value: 'United States' }],
  quickFilterValues: ['harbor'],
};
// preview-end

export default function QuickFilterWithColumnFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialFilterModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          initialState={{ filter: { filterModel: initialFilterModel } }}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
