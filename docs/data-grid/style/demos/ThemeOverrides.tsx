import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
// Adds `MuiDataGrid` to the theme's `components` types.
import type {} from '@mui/x-data-grid/themeAugmentation';
import { invoiceColumns, invoices } from './invoices';

// preview-start
// Extends the page's theme (light or dark) instead of replacing it.
const withGridDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        showColumnVerticalBorder: true,
      },
      styleOverrides: {
        // With CSS variables, these values follow the colour scheme.
        columnHeader: { backgroundColor: (outer.vars ?? outer).palette.action.selected },
        columnHeaderTitle: { fontWeight: 700 },
        cell: { borderTopStyle: 'dashed', borderTopColor: (outer.vars ?? outer).palette.divider },
        footerContainer: { minHeight: 40 },
      },
    },
  },
});
// preview-end

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={invoiceColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </ThemeProvider>
  );
}
