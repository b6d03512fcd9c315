import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { recipes, type Recipe } from './recipes';

const COURSES: Recipe['course'][] = ['Starter', 'Main', 'Dessert'];

// preview-start
function CourseSelect({ id, field, value }: GridRenderEditCellParams<Recipe, Recipe['course']>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    // Wait until the value is set (and validated), then leave edit mode: one choice, no Enter needed.
    const isValid = await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    // With the keyboard, the Enter that picks an option also reaches the grid, which may have saved already.
    if (isValid && apiRef.current.getCellMode(id, field) === 'edit') apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select
      value={value ?? ''}
      onChange={(event) => void handleChange(event)}
      size="small"
      fullWidth
      defaultOpen
      inputProps={{ 'aria-label': 'Course' }}
      sx={{ height: '100%', '& fieldset': { border: 'none' } }}
    >
      {COURSES.map((course) => (
        <MenuItem key={course} value={course}>
          {course}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 150 },
  {
    field: 'course',
    headerName: 'Course',
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Recipe, Recipe['course']>) => <CourseSelect {...params} />,
  },
];
// preview-end

export default function SelectCommitOnChange() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={recipes} columns={columns} hideFooter />
    </Box>
  );
}
