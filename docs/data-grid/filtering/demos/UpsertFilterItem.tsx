import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

export default function UpsertFilterItem() {
  const apiRef = useGridApiRef();
  const [minRating, setMinRating] = React.useState(4.5);

  // preview-start
  const handleChange = (_: Event, value: number) => {
    setMinRating(value);
    // The same id each time: the item is replaced, not added.
    apiRef.current?.upsertFilterItem({ id: 'min-rating', field: 'rating', operator: '>=', value });
  };
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Typography id="min-rating-label" variant="body2" sx={{ flexShrink: 0 }}>
          Minimum rating
        </Typography>
        <Slider
          aria-labelledby="min-rating-label"
          value={minRating}
          onChange={handleChange}
          min={4}
          max={5}
          step={0.1}
          marks
          valueLabelDisplay="auto"
        />
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={cafes}
          columns={cafeColumns}
          initialState={{
            filter: {
              filterModel: { items: [{ id: 'min-rating', field: 'rating', operator: '>=', value: 4.5 }] },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
