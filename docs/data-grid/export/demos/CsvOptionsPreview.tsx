import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';
import { useCsvText } from './useCsvText';

export default function CsvOptionsPreview() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);

  // preview-start
  const options = React.useMemo<GridCsvExportOptions>(
    () => ({ delimiter, includeHeaders }),
    [delimiter, includeHeaders],
  );
  const csv = useCsvText(apiRef, options);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={delimiter}
          onChange={(_event, value: string | null) => value && setDelimiter(value)}
          aria-label="Delimiter"
        >
          <ToggleButton value=",">Comma</ToggleButton>
          <ToggleButton value=";">Semicolon</ToggleButton>
          <ToggleButton value={'\t'}>Tab</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={apiRef} rows={invoices} columns={invoiceColumns} density="compact" hideFooter />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="CSV text"
        tabIndex={0}
        sx={{
          mt: 1,
          p: 1,
          height: 180,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          tabSize: 12,
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
