import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridPrintExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function PrintOptions() {
  const apiRef = useGridApiRef();
  const [hideToolbar, setHideToolbar] = React.useState(true);
  const [hideFooter, setHideFooter] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);
  const [landscape, setLandscape] = React.useState(false);

  // preview-start
  const printOptions: GridPrintExportOptions = {
    fileName: 'Invoices, March 2026',
    hideToolbar,
    hideFooter,
    includeCheckboxes,
    pageStyle: landscape ? '@page { size: A4 landscape; margin: 12mm; }' : '@page { size: A4 portrait; margin: 12mm; }',
  };
  // preview-end

  const switches: [string, boolean, (value: boolean) => void][] = [
    ['hideToolbar', hideToolbar, setHideToolbar],
    ['hideFooter', hideFooter, setHideFooter],
    ['includeCheckboxes', includeCheckboxes, setIncludeCheckboxes],
    ['Landscape pageStyle', landscape, setLandscape],
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap spacing={1}>
        {switches.map(([label, checked, setChecked]) => (
          <FormControlLabel
            key={label}
            control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
            label={label}
          />
        ))}
        <Button size="small" variant="contained" onClick={() => apiRef.current?.exportDataAsPrint(printOptions)}>
          Print
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          checkboxSelection
          showToolbar
          slotProps={{ toolbar: { printOptions } }}
        />
      </Box>
    </Box>
  );
}
