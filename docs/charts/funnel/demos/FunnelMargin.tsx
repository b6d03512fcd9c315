import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel, stageNames } from './shopFunnel';

export default function FunnelMargin() {
  const [side, setSide] = React.useState(40);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="funnel-margin-label" gutterBottom>
        margin left and right: {side} px
      </Typography>
      <Slider
        aria-labelledby="funnel-margin-label"
        value={side}
        min={0}
        max={120}
        step={10}
        onChange={(_, value) => setSide(value)}
        sx={{ maxWidth: 300 }}
      />
      <FunnelChart
        height={280}
        hideLegend
        // preview-start
        margin={{ top: 10, bottom: 10, left: side, right: side }}
        // preview-end
        categoryAxis={{ categories: stageNames, position: 'left', size: 120 }}
        series={[{ data: shopFunnel }]}
        sx={{ outline: '1px dashed', outlineColor: 'divider' }}
      />
    </Box>
  );
}
