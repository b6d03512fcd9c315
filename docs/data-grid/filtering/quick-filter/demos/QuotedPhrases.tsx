import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

// preview-start
// `"harbor coffee" seattle` becomes ['harbor coffee', 'seattle'].
function parsePhrases(input: string): string[] {
  const values: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    const value = (match[1] ?? match[2] ?? '').trim();
    if (value !== '') {
      values.push(value);
    }
  }
  return values;
}

// Writes the values back as text: a value with a space gets its quotes back.
function formatPhrases(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}
// preview-end

export default function QuotedPhrases() {
  const [values, setValues] = React.useState<GridFilterModel['quickFilterValues']>(['harbor coffee']);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          showToolbar
          hideFooter
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['harbor coffee'] } } }}
          slotProps={{
            toolbar: {
              quickFilterProps: { quickFilterParser: parsePhrases, quickFilterFormatter: formatPhrases },
            },
          }}
          onFilterModelChange={(model) => setValues(model.quickFilterValues)}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        quickFilterValues: {JSON.stringify(values ?? [])}
      </Typography>
    </Box>
  );
}
