import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

const variants: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

interface VariantPickerProps {
  label: string;
  value: GridLoadingOverlayVariant;
  onChange: (value: GridLoadingOverlayVariant) => void;
}

function VariantPicker({ label, value, onChange }: VariantPickerProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 1 }}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Typography variant="body2" component="span" sx={{ minWidth: 110 }}>
        <code>{label}</code>
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: GridLoadingOverlayVariant | null) => next && onChange(next)}
        aria-label={label}
      >
        {variants.map((variant) => (
          <ToggleButton key={variant} value={variant}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function LoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [hasRows, setHasRows] = React.useState(true);
  const [loading, setLoading] = React.useState(false);

  return (
    // A fixed height: on a narrow screen the controls take more room and the grid gets shorter.
    <Stack sx={{ width: '100%', height: 530 }}>
      <Stack spacing={1} sx={{ mb: 1 }}>
        <VariantPicker label="variant" value={variant} onChange={setVariant} />
        <VariantPicker label="noRowsVariant" value={noRowsVariant} onChange={setNoRowsVariant} />
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="The grid already has rows"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={hasRows ? loans : []}
          columns={loanColumns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Variant in use: <code>{hasRows ? variant : noRowsVariant}</code> (from{' '}
        <code>{hasRows ? 'variant' : 'noRowsVariant'}</code>)
      </Typography>
    </Stack>
  );
}
