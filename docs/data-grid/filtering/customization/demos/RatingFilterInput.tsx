import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

// preview-start
function RatingInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const groupRef = React.useRef<HTMLSpanElement>(null);

  // The panel calls focus() on this handle when it opens on this filter.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      const inputs = groupRef.current?.querySelectorAll<HTMLInputElement>('input');
      const checked = groupRef.current?.querySelector<HTMLInputElement>('input:checked');
      (checked ?? inputs?.[0])?.focus();
    },
  }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%' }}>
      <Typography id="rating-filter-label" variant="caption" color="text.secondary">
        Stars
      </Typography>
      <Rating
        ref={groupRef}
        name="rating-filter"
        aria-labelledby="rating-filter-label"
        value={Number(item.value ?? 0)}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue ?? undefined })}
      />
    </Box>
  );
}

const atLeast: GridFilterOperator<Review, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
  getValueAsString: (value) => `${value} star${Number(value) === 1 ? '' : 's'}`,
};

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 150,
    type: 'number',
    renderCell: (params) => <Rating value={Number(params.value)} readOnly size="small" />,
    filterOperators: [atLeast, ...getGridNumericOperators()],
  },
];
// preview-end

export default function RatingFilterInput() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } } }}
        hideFooter
      />
    </Box>
  );
}
