import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, gridColumnMenuSelector, useGridApiRef } from '@mui/x-data-grid';
import { bookColumns, books, headerNameOf } from './books';

export default function DefaultColumnMenu() {
  const apiRef = useGridApiRef();
  const [openField, setOpenField] = React.useState<string | null>(null);

  // preview-start
  // `onMenuOpen` and `onMenuClose` do not say which column the menu belongs to:
  // the grid state does, and it is up to date when they fire.
  const readMenuState = React.useCallback(() => {
    const menu = gridColumnMenuSelector(apiRef);
    setOpenField(menu.open && menu.field ? menu.field : null);
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {openField ? `Column menu open: ${headerNameOf(openField)}` : 'No column menu is open.'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={bookColumns}
          onMenuOpen={readMenuState}
          onMenuClose={readMenuState}
          hideFooter
        />
      </Box>
    </Box>
  );
}
