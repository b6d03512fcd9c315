import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridDensity } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

const factors: Record<GridDensity, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

export default function DensityControl() {
  const apiRef = useGridApiRef();
  // preview-start
  const [density, setDensity] = React.useState<GridDensity>('compact');
  const [rowHeight, setRowHeight] = React.useState(52);
  const [events, setEvents] = React.useState<string[]>([]);
  const [callbacks, setCallbacks] = React.useState<string[]>([]);

  React.useEffect(
    () => apiRef.current?.subscribeEvent('densityChange', (value) => setEvents((prev) => [...prev.slice(-2), value])),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Density"
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="density-row-height" variant="caption">
            rowHeight: {rowHeight} px
          </Typography>
          <Slider
            size="small"
            min={36}
            max={72}
            step={4}
            value={rowHeight}
            onChange={(_event, value) => setRowHeight(value)}
            aria-labelledby="density-row-height"
          />
        </Box>
        <Button
          size="small"
          variant="outlined"
          sx={{ textTransform: 'none', alignSelf: { xs: 'flex-start', sm: 'center' } }}
          onClick={() => apiRef.current?.setDensity('standard')}
        >
          setDensity(&apos;standard&apos;)
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={loans}
          columns={loanColumns}
          showToolbar
          // preview-start
          density={density}
          onDensityChange={(value) => {
            setCallbacks((prev) => [...prev.slice(-2), value]);
            setDensity(value);
          }}
          rowHeight={rowHeight}
          columnHeaderHeight={56}
          // preview-end
          hideFooter
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        rendered row height: {Math.floor(rowHeight * factors[density])} px, header: {Math.floor(56 * factors[density])}{' '}
        px
        {'\n'}densityChange events: {events.length ? events.join(', ') : 'none yet'}
        {'\n'}onDensityChange calls: {callbacks.length ? callbacks.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
