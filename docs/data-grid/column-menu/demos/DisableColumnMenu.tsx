import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// The title column never gets a menu button, whatever the switch says.
const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'title' ? { ...column, disableColumnMenu: true } : column,
);

export default function DisableColumnMenu() {
  const [menusOn, setMenusOn] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={menusOn} onChange={(_event, checked) => setMenusOn(checked)} />}
        label="Column menus on the other columns"
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid rows={books} columns={columns} disableColumnMenu={!menusOn} hideFooter />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
