import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

export default function SankeyLabels() {
  const [showLabels, setShowLabels] = React.useState(true);
  const [opacity, setOpacity] = React.useState(0.4);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />}
          label="showLabels"
        />
        <Stack sx={{ minWidth: 200 }}>
          <Typography id="sankey-link-opacity" variant="body2">
            link opacity: {opacity}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="sankey-link-opacity"
            value={opacity}
            min={0.1}
            max={1}
            step={0.1}
            onChange={(_, value) => setOpacity(value)}
          />
        </Stack>
      </Stack>
      <SankeyChart
        height={300}
        series={{
          data: { nodes: budgetNodes, links: budgetIdLinks },
          // preview-start
          nodeOptions: { showLabels },
          linkOptions: { opacity },
          // preview-end
        }}
      />
    </Stack>
  );
}
