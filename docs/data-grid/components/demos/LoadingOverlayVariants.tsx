import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

export default function LoadingOverlayVariants() {
  const [loading, setLoading] = React.useState(false);
  const [hasRows, setHasRows] = React.useState(true);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, value: GridLoadingOverlayVariant | null) => value && setVariant(value)}
          aria-label="Loading overlay variant"
        >
          <ToggleButton value="circular-progress">circular-progress</ToggleButton>
          <ToggleButton value="linear-progress">linear-progress</ToggleButton>
          <ToggleButton value="skeleton">skeleton</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={hasRows ? loans : []}
          columns={loanColumns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant, noRowsVariant: variant },
            // name the progress indicators for screen readers
            baseLinearProgress: { 'aria-label': 'Loading loans' },
            baseCircularProgress: { 'aria-label': 'Loading loans' },
          }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
