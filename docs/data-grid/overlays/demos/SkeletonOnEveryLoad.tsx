import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { fetchLoans } from './libraryServer';
import { loanColumns, loans, type Loan } from './loans';

export default function SkeletonOnEveryLoad() {
  const [rows, setRows] = React.useState<Loan[]>(loans);
  const [loading, setLoading] = React.useState(false);

  const reload = async () => {
    setLoading(true);
    setRows(await fetchLoans());
    setLoading(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => void reload()} disabled={loading}>
        Reload loans
      </Button>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={loanColumns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
