import * as React from 'react';
import Stack from '@mui/material/Stack';
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

// One row to begin with, on Reference, still waiting for a value.
const firstRow: GridFilterModel = {
  items: [{ id: 1, field: 'reference', operator: 'contains', value: '' }],
};

export default function OneFilterPerColumn() {
  const [model, setModel] = React.useState(firstRow);
  const usedFields = model.items.map((item) => item.field);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGridPro
          slotProps={{
            filterPanel: {
              getColumnForNewFilter,
              filterFormProps: { filterColumns },
            },
          }}
          filterModel={model}
          onFilterModelChange={(next) => setModel(next)}
          columns={shipmentColumns}
          rows={shipments}
          hideFooter
          showToolbar
        />
      </div>
      <Typography variant="body2">
        Columns with a filter row: {usedFields.length > 0 ? usedFields.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
