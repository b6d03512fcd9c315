import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridAlignment, type GridColDef } from '@mui/x-data-grid';
import { invoiceColumns, invoices, type Invoice } from './invoices';

const choices: GridAlignment[] = ['left', 'center', 'right'];

function AlignmentPicker(props: { label: string; value: GridAlignment; onChange: (value: GridAlignment) => void }) {
  const { label, value, onChange } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={label}
        onChange={(_, next: GridAlignment | null) => next && onChange(next)}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {choice}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function ColumnAlignment() {
  const [align, setAlign] = React.useState<GridAlignment>('center');
  const [headerAlign, setHeaderAlign] = React.useState<GridAlignment>('center');

  // preview-start
  // `align` and `headerAlign` apply to the City and Status columns only.
  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () =>
      invoiceColumns.map((column) =>
        column.field === 'city' || column.field === 'status' ? { ...column, align, headerAlign } : column,
      ),
    [align, headerAlign],
  );
  // preview-end

  return (
    // A fixed height: when the pickers wrap on a narrow screen, the grid gets shorter.
    <Stack spacing={1.5} sx={{ height: 380 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <AlignmentPicker label="Cells (align)" value={align} onChange={setAlign} />
        <AlignmentPicker label="Headers (headerAlign)" value={headerAlign} onChange={setHeaderAlign} />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGrid rows={invoices} columns={columns} hideFooter showColumnVerticalBorder showCellVerticalBorder />
      </Box>
    </Stack>
  );
}
