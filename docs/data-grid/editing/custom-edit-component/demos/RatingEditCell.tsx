import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { recipes, type Recipe } from './recipes';

// preview-start
function RatingEditor({ id, field, value, hasFocus }: GridRenderEditCellParams<Recipe, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Rating's root is a span, which autoFocus cannot focus: move focus to the checked star instead,
  // so the arrow keys change the rating at once.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      value={value ?? 0}
      name={`rating-${id}`}
      // Writes the new value into the cell's edit state; Enter or a click outside saves it.
      onChange={(_event, newValue) => void apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    display: 'flex',
    editable: true,
    renderCell: ({ value }: GridRenderCellParams<Recipe, number>) => (
      <Rating value={value ?? 0} readOnly sx={{ px: 1 }} aria-label={`${value} stars`} />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Recipe, number>) => <RatingEditor {...params} />,
  },
];
// preview-end

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={recipes} columns={columns} hideFooter />
    </Box>
  );
}
