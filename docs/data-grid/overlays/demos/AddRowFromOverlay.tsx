import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { loanColumns, type Loan } from './loans';

const firstLoan: Loan = {
  id: 1,
  title: 'The Left Hand of Darkness',
  borrower: 'Aiko Mori',
  dueOn: '2026-03-30',
  status: 'On loan',
};

// preview-start
function NoLoansYet() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">This borrower has no loans yet.</Typography>
      <Button size="small" variant="contained" onClick={() => apiRef.current.updateRows([firstLoan])}>
        Lend a first book
      </Button>
    </GridOverlay>
  );
}
// preview-end

export default function AddRowFromOverlay() {
  const [rows, setRows] = React.useState<Loan[]>([firstLoan]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => setRows([])}>
        Remove every loan
      </Button>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <DataGrid rows={rows} columns={loanColumns} slots={{ noRowsOverlay: NoLoansYet }} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
