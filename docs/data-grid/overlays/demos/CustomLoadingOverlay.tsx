import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

// preview-start
// Defined once, outside the demo, so the grid receives the same component on every render.
function CatalogueLoading() {
  return (
    <GridOverlay sx={{ gap: 1.5, bgcolor: 'background.paper', opacity: 0.9 }}>
      <CircularProgress size={28} aria-label="Loading loans" />
      <Typography variant="body2">Checking the catalogue…</Typography>
    </GridOverlay>
  );
}
// preview-end

export default function CustomLoadingOverlay() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="loading"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid rows={loans} columns={loanColumns} loading={loading} slots={{ loadingOverlay: CatalogueLoading }} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
