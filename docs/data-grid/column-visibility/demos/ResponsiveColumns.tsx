import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

// On narrow screens, keep what a trader scans first and hide the rest.
const defaultsFor = (narrow: boolean): GridColumnVisibilityModel =>
  narrow ? { side: false, limitPrice: false, trader: false, venue: false } : {};

export default function ResponsiveColumns() {
  const theme = useTheme();
  // preview-start
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  const [model, setModel] = React.useState<GridColumnVisibilityModel>(() => defaultsFor(narrow));

  // When the breakpoint is crossed, start again from that layout's defaults; in between, the reader's changes stay.
  const [layout, setLayout] = React.useState(narrow);
  if (layout !== narrow) {
    setLayout(narrow);
    setModel(defaultsFor(narrow));
  }
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Layout: {narrow ? 'narrow, 4 columns' : 'wide, every column'} (resize the window to switch)
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={orders}
          columns={orderColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
