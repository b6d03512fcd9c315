import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridLocaleText } from '@mui/x-data-grid';
import { bakeryColumns, bakeryOrders } from './bakery';

// preview-start
const bakeryWords: Partial<GridLocaleText> = {
  noRowsLabel: 'No pre-orders this week',
  toolbarQuickFilterPlaceholder: 'Find an order…',
  paginationRowsPerPage: 'Orders per page:',
  paginationDisplayedRows: ({ from, to, count }) => `Orders ${from} to ${to} (${count} in total)`,
  footerRowSelected: (count) => (count === 1 ? 'One order ticked' : `${count.toLocaleString()} orders ticked`),
};
// preview-end

export default function OverrideStrings() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="Show an empty week"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={empty ? [] : bakeryOrders}
          columns={bakeryColumns}
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          localeText={bakeryWords}
        />
      </Box>
    </Box>
  );
}
