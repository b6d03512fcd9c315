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
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={headerBorders} onChange={(event) => setHeaderBorders(event.target.checked)} />}
          label="showColumnVerticalBorder"
        />
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
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
