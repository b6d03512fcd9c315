import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function ToolbarQuickFilter() {
  const [showQuickFilter, setShowQuickFilter] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showQuickFilter} onChange={(event) => setShowQuickFilter(event.target.checked)} />}
        label="showQuickFilter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
