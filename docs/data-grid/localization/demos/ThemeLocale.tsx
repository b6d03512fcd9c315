import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { bgBG as materialBgBG } from '@mui/material/locale';
import { DataGrid } from '@mui/x-data-grid';
import { bgBG } from '@mui/x-data-grid/locales';
import { bakeryColumns, bakeryOrders } from './bakery';

export default function ThemeLocale() {
  const [fixFooter, setFixFooter] = React.useState(false);
  const pageTheme = useTheme();

  // preview-start
  const theme = React.useMemo(
    () =>
      createTheme(
        pageTheme,
        bgBG,
        materialBgBG,
        // bgBG ships no paginationDisplayedRows: without this, the footer says "of".
        fixFooter
          ? {
              components: {
                MuiDataGrid: {
                  defaultProps: {
                    localeText: {
                      ...bgBG.components.MuiDataGrid.defaultProps.localeText,
                      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                        `${from}–${to} от ${count}`,
                    },
                  },
                },
              },
            }
          : {},
      ),
    [pageTheme, fixFooter],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fixFooter} onChange={(event) => setFixFooter(event.target.checked)} />}
        label="Translate the row range in the footer"
      />
      <ThemeProvider theme={theme}>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={bakeryOrders}
            columns={bakeryColumns}
            showToolbar
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
