import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

export default function FunnelBorderRadius() {
  const [borderRadius, setBorderRadius] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="funnel-radius-label" gutterBottom>
        borderRadius: {borderRadius} px
      </Typography>
      <Slider
        aria-labelledby="funnel-radius-label"
        value={borderRadius}
        min={0}
        max={24}
        onChange={(_, value) => setBorderRadius(value)}
        sx={{ maxWidth: 300 }}
      />
      <FunnelChart height={280} hideLegend gap={8} series={[{ data: shopFunnel, curve: 'step', borderRadius }]} />
    </Box>
  );
}
