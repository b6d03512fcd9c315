import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'contains', value: 'zurich' }],
  });
  const item = filterModel.items[0];
  const cityValue = item?.field === 'city' && typeof item.value === 'string' ? item.value : '';

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          label="City contains"
          value={cityValue}
          onChange={(event) =>
            setFilterModel({ items: [{ field: 'city', operator: 'contains', value: event.target.value }] })
          }
        />
        <FormControlLabel
          control={
            <Switch
              checked={ignoreDiacritics}
              onChange={(event) => {
                setIgnoreDiacritics(event.target.checked);
                // The grid does not filter again when only ignoreDiacritics changes: a copy of the model makes it.
                setFilterModel((model) => ({ ...model }));
              }}
            />
          }
          label="ignoreDiacritics"
        />
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={cafes}
          columns={cafeColumns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
