import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

type Choice = 'all' | 'isNotEmpty' | 'isEmpty';

// preview-start
// isEmpty and isNotEmpty need no value: the item has a field and an operator only.
const modelFor = (choice: Choice): GridFilterModel => ({
  items: choice === 'all' ? [] : [{ field: 'website', operator: choice }],
});
// preview-end

// Which button matches the model, if any (the reader may set another filter in the panel).
const choiceOf = (model: GridFilterModel): Choice | null => {
  const item = model.items[0];
  if (!item) return 'all';
  if (item.field !== 'website') return null;
  if (item.operator === 'isEmpty') return 'isEmpty';
  if (item.operator === 'isNotEmpty') return 'isNotEmpty';
  return null;
};

export default function EmptyValueFilters() {
  const [filterModel, setFilterModel] = React.useState(() => modelFor('isEmpty'));

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choiceOf(filterModel)}
        onChange={(_, next: Choice | null) => next && setFilterModel(modelFor(next))}
        aria-label="Website filter"
      >
        <ToggleButton value="all">All cafés</ToggleButton>
        <ToggleButton value="isNotEmpty">With a website</ToggleButton>
        <ToggleButton value="isEmpty">Without a website</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={cafes} columns={cafeColumns} filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Stack>
  );
}
