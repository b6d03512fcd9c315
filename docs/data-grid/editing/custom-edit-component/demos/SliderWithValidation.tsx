import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { recipes, type Recipe } from './recipes';

// preview-start
function SpicinessEditor({ id, field, value, error }: GridRenderEditCellParams<Recipe, number>) {
  const apiRef = useGridApiContext();
  // The slider follows the pointer at once; the grid's edit state catches up after the debounce.
  const [level, setLevel] = React.useState(value ?? 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, width: '100%' }}>
      <Slider
        size="small"
        min={0}
        max={5}
        step={1}
        value={level}
        color={error ? 'error' : 'primary'}
        aria-label="Spiciness"
        // Debounced: while the thumb moves, the edit state (and validation) updates at most every 200 ms.
        onChange={(_event, newValue) => {
          setLevel(newValue);
          void apiRef.current.setEditCellValue({ id, field, value: newValue, debounceMs: 200 });
        }}
      />
      <Typography variant="body2" color={error ? 'error' : 'text.primary'} sx={{ minWidth: 90 }}>
        {error ? 'Too hot' : `${level} / 5`}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 140 },
  { field: 'course', headerName: 'Course', width: 100 },
  {
    field: 'spiciness',
    headerName: 'Spiciness (0–5)',
    type: 'number',
    width: 280,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Recipe, number>) => <SpicinessEditor {...params} />,
    // Desserts may not be hotter than 1: the editor reads `error` from its params.
    preProcessEditCellProps: ({ props, row }: GridPreProcessEditCellProps<number, Recipe>) => ({
      ...props,
      error: row.course === 'Dessert' && (props.value ?? 0) > 1,
    }),
  },
];
// preview-end

export default function SliderWithValidation() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={recipes} columns={columns} hideFooter />
    </Box>
  );
}
