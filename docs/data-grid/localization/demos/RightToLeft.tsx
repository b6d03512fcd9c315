import * as React from 'react';
import Box from '@mui/material/Box';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { arSD as materialArSD } from '@mui/material/locale';
import { DataGrid } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { bakeryColumns, bakeryOrders } from './bakery';

// preview-start
// An Emotion cache that mirrors left and right in every generated style.
const rtlStyles = createCache({ key: 'bakery-rtl', stylisPlugins: [prefixer, rtlPlugin] });
// preview-end

export default function RightToLeft() {
  const pageTheme = useTheme();
  // preview-start
  const theme = React.useMemo(() => createTheme(pageTheme, { direction: 'rtl' }, arSD, materialArSD), [pageTheme]);
  // preview-end

  return (
    // preview-start
    <CacheProvider value={rtlStyles}>
      <ThemeProvider theme={theme}>
        <Box dir="rtl" sx={{ height: 400, width: '100%' }}>
          <DataGrid
            rows={bakeryOrders}
            columns={bakeryColumns}
            showToolbar
            checkboxSelection
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
    // preview-end
  );
}
