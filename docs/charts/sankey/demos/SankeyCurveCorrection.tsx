import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { trafficLinks } from './traffic';

export default function SankeyCurveCorrection() {
  const [curveCorrection, setCurveCorrection] = React.useState(10);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="sankey-curve-correction" variant="body2">
        curveCorrection: {curveCorrection}
      </Typography>
      <Slider
        size="small"
        aria-labelledby="sankey-curve-correction"
        value={curveCorrection}
        min={-40}
        max={80}
        marks={[{ value: 10, label: '10 (default)' }]}
        onChange={(_, value) => setCurveCorrection(value)}
        sx={{ maxWidth: 320 }}
      />
      <SankeyChart
        height={340}
        series={{
          data: { links: trafficLinks },
          // preview-start
          linkOptions: { curveCorrection, opacity: 0.6 },
          // preview-end
        }}
      />
    </Stack>
  );
}
