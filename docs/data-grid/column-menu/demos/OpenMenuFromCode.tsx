import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, gridColumnMenuSelector, useGridApiRef } from '@mui/x-data-grid';
import { bookColumns, books, headerNameOf } from './books';

export default function OpenMenuFromCode() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('price');
  const [openField, setOpenField] = React.useState<string | null>(null);

  const readMenuState = React.useCallback(() => {
    const menu = gridColumnMenuSelector(apiRef);
    setOpenField(menu.open && menu.field ? menu.field : null);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {bookColumns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <Button variant="outlined" onClick={() => apiRef.current?.showColumnMenu(field)}>
          Open its menu
        </Button>
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {openField ? `Open: the ${headerNameOf(openField)} menu.` : 'Closed. You can also right-click a header.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={bookColumns}
          onColumnHeaderContextMenu={(params, event) => {
            event.preventDefault(); // no browser context menu
            apiRef.current?.showColumnMenu(params.field);
          }}
          onMenuOpen={readMenuState}
          onMenuClose={readMenuState}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
