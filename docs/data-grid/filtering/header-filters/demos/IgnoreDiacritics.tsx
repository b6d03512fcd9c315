import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridFilterModel } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'speaker', operator: 'contains', value: 'ne' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 330 }}>
        {/* preview-start */}
        {/* The grid reads ignoreDiacritics when it filters: the key mounts a new grid so the switch takes effect at once. */}
        <DataGridPro
          key={String(ignoreDiacritics)}
          rows={talks}
          columns={talkColumns}
          headerFilters
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
