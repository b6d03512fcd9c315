import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridFilterModel } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

export default function SharedFilterModel() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'minutes', operator: '>=', value: 40 }],
  });
  // preview-end

  return (
    <Box sx={{ width: 1 }}>
      <Stack spacing={1} direction="row" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setFilterModel({ items: [{ id: 2, field: 'track', operator: 'is', value: 'Data' }] })}
        >
          Only the Data track
        </Button>
        <Button variant="outlined" size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear all filters
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={talks}
          columns={talkColumns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="Current filter model"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 150,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(filterModel, null, 2)}
      </Box>
    </Box>
  );
}
