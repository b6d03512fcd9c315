import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { type Cafe, cafes, cafeColumns } from './cafes';

// preview-start
// The website column cannot be filtered; the others can, unless the switch turns filtering off.
const columns: GridColDef<Cafe>[] = cafeColumns.map((column) =>
  column.field === 'website' ? { ...column, filterable: false } : column,
);
// preview-end

export default function DisableFiltering() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnFilter"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={cafes} columns={columns} showToolbar disableColumnFilter={disabled} />
      </Box>
    </Stack>
  );
}
