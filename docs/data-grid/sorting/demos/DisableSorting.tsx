import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// preview-start
// Titles and authors are not worth sorting here: their headers stay inert.
const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'title' || column.field === 'author' ? { ...column, sortable: false } : column,
);
// preview-end

export default function DisableSorting() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnSorting"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={books}
          columns={columns}
          disableColumnSorting={disabled}
          initialState={{ sorting: { sortModel: [{ field: 'published', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
