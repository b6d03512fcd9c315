import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

export default function SankeyNodeSize() {
  const [width, setWidth] = React.useState(24);
  const [padding, setPadding] = React.useState(20);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Stack sx={{ minWidth: 200 }}>
          <Typography id="sankey-node-width" variant="body2">
            width: {width} px
          </Typography>
          <Slider
            size="small"
            aria-labelledby="sankey-node-width"
            value={width}
            min={4}
            max={48}
            onChange={(_, value) => setWidth(value)}
          />
        </Stack>
        <Stack sx={{ minWidth: 200 }}>
          <Typography id="sankey-node-padding" variant="body2">
            padding: {padding} px
          </Typography>
          <Slider
            size="small"
            aria-labelledby="sankey-node-padding"
            value={padding}
            min={0}
            max={40}
            onChange={(_, value) => setPadding(value)}
          />
        </Stack>
      </Stack>
      <SankeyChart
        height={320}
        series={{
          data: { nodes: budgetNodes, links: budgetIdLinks },
          // preview-start
          nodeOptions: { width, padding },
          // preview-end
        }}
      />
    </Stack>
  );
}
