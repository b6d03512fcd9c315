import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { formatVisits, slots, visits, weekdays } from './visits';

export default function LegendHeatmap() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <Heatmap
        height={340}
        hideLegend={hideLegend}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: slots, width: 45 }]}
        zAxis={[{ min: 0, max: 80, colorMap: { type: 'continuous', min: 0, max: 80, color: ['#e0f2f1', '#00695c'] } }]}
        series={[{ data: visits, label: 'Visits', valueFormatter: formatVisits }]}
      />
    </Box>
  );
}
