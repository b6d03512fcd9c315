import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

export default function FunnelGap() {
  const [gap, setGap] = React.useState(6);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="funnel-gap-label" gutterBottom>
        gap: {gap} px
      </Typography>
      <Slider
        aria-labelledby="funnel-gap-label"
        value={gap}
        min={0}
        max={24}
        onChange={(_, value) => setGap(value)}
        sx={{ maxWidth: 300 }}
      />
      <FunnelChart
        height={280}
        hideLegend
        // preview-start
        gap={gap}
        // preview-end
        series={[{ data: shopFunnel }]}
      />
    </Box>
  );
}
