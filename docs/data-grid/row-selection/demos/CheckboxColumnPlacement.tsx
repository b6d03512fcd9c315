import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { productColumns, products, type Product } from './products';

type Place = 'start' | 'end';

export default function CheckboxColumnPlacement() {
  const [place, setPlace] = React.useState<Place>('end');
  const [width, setWidth] = React.useState(90);

  // preview-start
  const columns = React.useMemo<GridColDef<Product>[]>(() => {
    // The grid's own definition, with a new width: its header and cells still draw the checkboxes.
    const selectionColumn: GridColDef<Product> = { ...GRID_CHECKBOX_SELECTION_COL_DEF, width };
    return place === 'start' ? [selectionColumn, ...productColumns] : [...productColumns, selectionColumn];
  }, [place, width]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ mb: 1, columnGap: 3, rowGap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={place}
          onChange={(_, value: Place | null) => value && setPlace(value)}
          aria-label="Place of the checkbox column"
        >
          <ToggleButton value="start">First</ToggleButton>
          <ToggleButton value="end">Last</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 240 }}>
          <Typography variant="body2" id="checkbox-column-width">
            Width: {width}px
          </Typography>
          <Slider
            size="small"
            value={width}
            min={50}
            max={140}
            step={10}
            onChange={(_, value) => setWidth(value)}
            aria-labelledby="checkbox-column-width"
            sx={{ width: 120 }}
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={products.slice(0, 8)} columns={columns} checkboxSelection hideFooterPagination />
      </Box>
    </Box>
  );
}
