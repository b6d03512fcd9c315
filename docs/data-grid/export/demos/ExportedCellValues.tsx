import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { type Invoice, invoices } from './invoices';
import { useCsvText } from './useCsvText';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

// preview-start
const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', width: 150 },
  {
    // valueFormatter: the grid shows and exports "€420.50"
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    // renderCell only: the grid shows a chip, the export gets the raw value
    field: 'paid',
    headerName: 'Paid',
    width: 110,
    renderCell: (params) => (
      <Chip size="small" label={params.value ? 'Paid' : 'Due'} color={params.value ? 'success' : 'default'} />
    ),
  },
  {
    // renderCell and valueFormatter: the export gets the formatter's text
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
    renderCell: (params) => <strong>{params.formattedValue}</strong>,
  },
];
// preview-end

const options: GridCsvExportOptions = {};

export default function ExportedCellValues() {
  const apiRef = useGridApiRef();
  const [ignoreFormatter, setIgnoreFormatter] = React.useState(false);
  const csv = useCsvText(apiRef, options, ignoreFormatter);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreFormatter} onChange={(event) => setIgnoreFormatter(event.target.checked)} />}
        label="ignoreValueFormatterDuringExport"
      />
      <Box sx={{ height: 230 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices.slice(0, 4)}
          columns={columns}
          density="compact"
          hideFooter
          ignoreValueFormatterDuringExport={ignoreFormatter}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="CSV text"
        tabIndex={0}
        sx={{
          mt: 1,
          p: 1,
          height: 120,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
