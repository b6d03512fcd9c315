import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridLocaleText } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { bakeryColumns, bakeryOrders } from './bakery';

const germanText = deDE.components.MuiDataGrid.defaultProps.localeText;

export default function PropOverTheme() {
  const [spread, setSpread] = React.useState(false);
  const pageTheme = useTheme();
  const theme = React.useMemo(() => createTheme(pageTheme, deDE), [pageTheme]);

  // preview-start
  const localeText: Partial<GridLocaleText> = spread
    ? { ...germanText, toolbarQuickFilterPlaceholder: 'Bestellung suchen…' }
    : { toolbarQuickFilterPlaceholder: 'Bestellung suchen…' };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spread} onChange={(event) => setSpread(event.target.checked)} />}
        label="Spread the German strings into the prop"
      />
      <ThemeProvider theme={theme}>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={bakeryOrders}
            columns={bakeryColumns}
            showToolbar
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
            localeText={localeText}
          />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
