import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { trafficLinks } from './traffic';

export default function SankeyIterations() {
  const [iterations, setIterations] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="sankey-iterations" variant="body2">
        iterations: {iterations}
      </Typography>
      <Slider
        size="small"
        aria-labelledby="sankey-iterations"
        value={iterations}
        min={0}
        max={32}
        marks={[{ value: 6, label: '6 (default)' }]}
        onChange={(_, value) => setIterations(value)}
        sx={{ maxWidth: 320 }}
      />
      <SankeyChart
        height={340}
        // preview-start
        series={{ data: { links: trafficLinks }, iterations }}
        // preview-end
      />
    </Stack>
  );
}
