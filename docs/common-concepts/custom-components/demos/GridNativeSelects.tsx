import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridPreferencePanelsValue } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

export default function GridNativeSelects() {
  const [native, setNative] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={native} onChange={(event) => setNative(event.target.checked)} />}
        label="Native selects (slotProps.baseSelect.native)"
      />
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGrid
          key={String(native)}
          rows={orders}
          columns={orderColumns}
          showToolbar
          initialState={{
            preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.filters },
            filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Pending' }] } },
          }}
          slotProps={{
            // the filter panel's selects and the Status editor (double-click a status)
            baseSelect: { native },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
