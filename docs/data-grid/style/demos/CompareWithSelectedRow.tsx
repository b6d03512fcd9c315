import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridRowNodeSelector,
  gridRowSelector,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices, type Invoice } from './invoices';

export default function CompareWithSelectedRow() {
  const apiRef = useGridApiRef();
  const [reference, setReference] = React.useState<GridRowId | null>('INV-307');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['INV-307']),
  });

  // preview-start
  const columns = React.useMemo<GridColDef<Invoice>[]>(() => {
    const compare = (params: GridCellParams<Invoice, number>) => {
      if (reference === null || params.id === reference) {
        return '';
      }
      // The grid's own copy of the reference row, and its node in the row tree.
      const node = gridRowNodeSelector(apiRef, reference);
      const row = gridRowSelector(apiRef, reference) as Invoice | undefined;
      if (!row || node?.type !== 'leaf') {
        return '';
      }
      return params.value! > row.amount ? 'amount--higher' : 'amount--lower';
    };
    return invoiceColumns.map((column) => (column.field === 'amount' ? { ...column, cellClassName: compare } : column));
  }, [apiRef, reference]);
  // preview-end

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {reference === null
          ? 'Click a row to compare the other amounts with it.'
          : `Amounts compared with ${reference}: bold and underlined when higher, faded when lower.`}
      </Typography>
      <Box
        sx={{
          height: 340,
          width: '100%',
          '& .amount--higher': { fontWeight: 'bold', textDecoration: 'underline' },
          '& .amount--lower': { color: 'text.secondary' },
        }}
      >
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => {
            setSelection(model);
            const [first] = model.ids;
            setReference(first ?? null);
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
