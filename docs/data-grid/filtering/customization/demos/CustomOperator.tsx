import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFilterInputValue,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

// preview-start
// Matches a guest whose first name or surname begins with the typed letters.
const nameStartsWith: GridFilterOperator<Review, string> = {
  label: 'any name starts with',
  value: 'anyNameStartsWith',
  getApplyFilterFn: (filterItem) => {
    const typed = String(filterItem.value ?? '')
      .trim()
      .toLowerCase();
    if (!typed) {
      // No value yet: the item filters nothing out.
      return null;
    }
    return (value) =>
      String(value ?? '')
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(typed));
  },
  InputComponent: GridFilterInputValue,
  // The grid passes `slotProps.root` to its text field; these props replace its own.
  InputComponentProps: { slotProps: { root: { size: 'small', placeholder: 'First letters' } } },
  getValueAsString: (value) => `"${value}…"`,
};

const columns: GridColDef<Review>[] = [
  {
    field: 'guest',
    headerName: 'Guest',
    flex: 1,
    minWidth: 160,
    // The new operator comes first, so it is the one a new filter starts with.
    filterOperators: [nameStartsWith, ...getGridStringOperators()],
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];
// preview-end

export default function CustomOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'guest', operator: 'anyNameStartsWith', value: 'ma' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={reviews}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        filterModel.items:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value: value as unknown })),
        )}
      </Typography>
    </Box>
  );
}
