import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function VerticalBorders() {
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);
  return (
    // A fixed height: when the switches wrap on a narrow screen, the grid gets shorter.
    <Stack spacing={1} sx={{ height: 360 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={headerBorders} onChange={(event) => setHeaderBorders(event.target.checked)} />}
          label="showColumnVerticalBorder"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={invoiceColumns}
          hideFooter
          // preview-start
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
