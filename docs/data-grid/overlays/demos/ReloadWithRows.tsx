import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { fetchLoans } from './libraryServer';
import { loanColumns, loans, type Loan } from './loans';

export default function ReloadWithRows() {
  const [rows, setRows] = React.useState<Loan[]>(loans);
  const [loading, setLoading] = React.useState(false);
  const [reloads, setReloads] = React.useState(0);

  // preview-start
  const reload = async () => {
    setLoading(true);
    const fresh = await fetchLoans();
    setRows(fresh);
    setLoading(false);
    setReloads((count) => count + 1);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => void reload()} disabled={loading}>
          Reload loans
        </Button>
        <Typography variant="body2">
          loading: <code>{String(loading)}</code>, reloads done: {reloads}
        </Typography>
      </Box>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid rows={rows} columns={loanColumns} loading={loading} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
