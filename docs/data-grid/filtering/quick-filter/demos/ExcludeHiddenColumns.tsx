import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function ExcludeHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['becker'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns ?? true}
            // preview-start
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: event.target.checked }))
            }
            // preview-end
          />
        }
        label="quickFilterExcludeHiddenColumns"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          // The account manager column starts hidden: show it from the columns panel.
          initialState={{ columns: { columnVisibilityModel: { manager: false } } }}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
