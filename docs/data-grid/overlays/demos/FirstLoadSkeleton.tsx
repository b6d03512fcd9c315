import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { fetchLoans } from './libraryServer';
import { loanColumns, type Loan } from './loans';

export default function FirstLoadSkeleton() {
  const [rows, setRows] = React.useState<Loan[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [attempt, setAttempt] = React.useState(0);

  // preview-start
  React.useEffect(() => {
    let current = true;
    void fetchLoans().then((answer) => {
      if (current) {
        setRows(answer);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() => {
          setRows([]);
          setLoading(true);
          setAttempt((n) => n + 1);
        }}
      >
        Empty the grid and load again
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={loanColumns} loading={loading} />
      </Box>
    </Box>
  );
}
