import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { invoiceColumns, invoices } from './invoices';

export default function PinnedColumnFields() {
  const apiRef = useGridApiRef();
  // preview-start
  // v6: GridPinnedColumns. v7 and later: GridPinnedColumnFields (same shape, lists of fields).
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['client'],
  });

  // v6: GridPinnedPosition.right. v7 and later: GridPinnedColumnPosition.RIGHT.
  const handleTotalSide = () => apiRef.current?.pinColumn('total', GridPinnedColumnPosition.RIGHT);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" onClick={handleTotalSide}>
          Keep the invoice total on the right
        </Button>
        <Button size="small" color="secondary" onClick={() => setPinnedColumns({ left: [], right: [] })}>
          Release every pinned column
        </Button>
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
      <Typography
        dir="ltr"
        variant="body2"
        component="pre"
        aria-live="polite"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        pinnedColumns: {JSON.stringify(pinnedColumns)}
      </Typography>
    </Box>
  );
}
