import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { type Invoice, invoiceColumns, invoices } from './invoices';
import { useCsvText } from './useCsvText';

// The "Note" column is left out of every export unless `fields` names it.
const columns: GridColDef<Invoice>[] = invoiceColumns.map((column) =>
  column.field === 'note' ? { ...column, disableExport: true } : column,
);

type Choice = 'visible' | 'all' | 'fields';

const optionsByChoice: Record<Choice, GridCsvExportOptions> = {
  visible: {},
  all: { allColumns: true },
  fields: { fields: ['client', 'note', 'amount'] },
};

export default function ChooseExportedColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('visible');
  const csv = useCsvText(apiRef, optionsByChoice[choice]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: Choice | null) => value && setChoice(value)}
        aria-label="Columns to export"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="visible">Default</ToggleButton>
        <ToggleButton value="all">allColumns: true</ToggleButton>
        <ToggleButton value="fields">fields: client, note, amount</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 260 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { city: false } } }}
          density="compact"
          hideFooter
        />
        {/* preview-end */}
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
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
