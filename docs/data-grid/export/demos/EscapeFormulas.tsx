import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { useCsvText } from './useCsvText';

interface Feedback {
  id: number;
  author: string;
  comment: string;
}

// Text typed by visitors of a web form: some of it starts like a spreadsheet formula.
const rows: Feedback[] = [
  { id: 1, author: 'Mina', comment: 'Great service, thanks' },
  { id: 2, author: 'Tom', comment: '=HYPERLINK("http://example.com","Click me")' },
  { id: 3, author: '@admin', comment: '+1 for the new opening hours' },
  { id: 4, author: 'Rosa', comment: '-5% would be nice' },
];

const columns: GridColDef<Feedback>[] = [
  { field: 'author', headerName: 'Author', width: 120 },
  { field: 'comment', headerName: 'Comment', flex: 1 },
];

export default function EscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const options = React.useMemo<GridCsvExportOptions>(() => ({ escapeFormulas }), [escapeFormulas]);
  const csv = useCsvText(apiRef, options);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
        label="escapeFormulas"
      />
      <Box sx={{ height: 230 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
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
