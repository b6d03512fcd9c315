import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { fetchLoans } from './libraryServer';
import { loanColumns, loans, type Loan } from './loans';

// preview-start
// The overlay reads the error from a context, so the slot component itself never changes.
const LoadErrorContext = React.createContext<string | null>(null);

function EmptyOrFailed() {
  const error = React.useContext(LoadErrorContext);
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, px: 2, textAlign: 'center' }}>
      {error ? (
        <React.Fragment>
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
            The loans could not be loaded.
          </Typography>
          <Typography variant="body2">{error}</Typography>
        </React.Fragment>
      ) : (
        <Typography variant="body2">No loans.</Typography>
      )}
    </GridOverlay>
  );
}
// preview-end

export default function LoadErrorOverlay() {
  const [rows, setRows] = React.useState<Loan[]>(loans);
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [serverFails, setServerFails] = React.useState(true);

  // preview-start
  const load = async () => {
    setLoading(true);
    try {
      setRows(await fetchLoans({ fail: serverFails }));
      setError(null);
    } catch (reason) {
      setRows([]);
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setLoading(false);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={() => void load()} disabled={loading}>
          Load loans
        </Button>
        <FormControlLabel
          control={<Switch checked={serverFails} onChange={(event) => setServerFails(event.target.checked)} />}
          label="Make the server fail"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <LoadErrorContext.Provider value={error}>
          <DataGrid rows={rows} columns={loanColumns} loading={loading} slots={{ noRowsOverlay: EmptyOrFailed }} />
        </LoadErrorContext.Provider>
        {/* preview-end */}
      </Box>
    </Box>
  );
}
