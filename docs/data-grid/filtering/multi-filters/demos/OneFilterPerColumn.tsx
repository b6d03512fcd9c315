import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { shipmentColumns, shipments } from './shipments';

// preview-start
// The column picker of a filter row offers its own column and the columns no other row uses.
const filterColumns = ({ field, columns, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns.filter((column) => column.field === field || !used.has(column.field)).map((column) => column.field);
};

// "Add filter" starts the new row on the first column without a filter, or adds nothing.
const getColumnForNewFilter = ({ currentFilters, columns }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  const free = columns.find((column) => !used.has(column.field));
  return free ? free.field : null;
};
// preview-end

export default function OneFilterPerColumn() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'reference', operator: 'contains', value: '' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={shipments}
          columns={shipmentColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
          slotProps={{
            filterPanel: {
              filterFormProps: { filterColumns },
              getColumnForNewFilter,
            },
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Columns with a filter row: {filterModel.items.map((item) => item.field).join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
