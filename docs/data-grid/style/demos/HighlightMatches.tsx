import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridCellParams } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function HighlightMatches() {
  const [term, setTerm] = React.useState('or');

  // preview-start
  // Called for every cell of every column; the text compared is what the cell shows.
  const getCellClassName = React.useCallback(
    (params: GridCellParams) => {
      const shown = params.formattedValue;
      const text = typeof shown === 'string' || typeof shown === 'number' ? String(shown).toLowerCase() : '';
      return term && text.includes(term.toLowerCase()) ? 'cell--match' : '';
    },
    [term],
  );
  // preview-end

  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        label="Highlight cells containing"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        sx={{ maxWidth: 280 }}
      />
      <Box
        sx={(theme) => ({
          height: 340,
          width: '100%',
          '& .cell--match': {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.18),
            fontWeight: 'bold',
          },
        })}
      >
        <DataGrid rows={invoices} columns={invoiceColumns} getCellClassName={getCellClassName} hideFooter />
      </Box>
    </Stack>
  );
}
