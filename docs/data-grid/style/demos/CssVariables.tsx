import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import type { SxProps, Theme } from '@mui/material/styles';
import { invoiceColumns, invoices } from './invoices';

// preview-start
const customVariables: SxProps<Theme> = (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    // A root style: `sx` overrides it directly.
    '--DataGrid-rowBorderColor': palette.secondary.main,
    // Theme tokens (`--DataGrid-t-*`) live in a class of their own on the same
    // element; `&&` doubles the selector so that these win.
    '&&': {
      '--DataGrid-t-header-background-base': theme.alpha(palette.secondary.main, 0.14),
      '--DataGrid-t-color-interactive-selected': palette.secondary.main,
      '--DataGrid-t-radius-base': '0px',
    },
  };
};
// preview-end

export default function CssVariables() {
  const [custom, setCustom] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Custom CSS variables"
      />
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={invoiceColumns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5]}
          sx={custom ? customVariables : {}}
        />
      </Box>
    </Stack>
  );
}
