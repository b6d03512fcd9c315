import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Each stage has a short name for the legend and a longer one for the tooltip.
const hiring = [
  { name: 'Applied', detail: 'Applications received', value: 320 },
  { name: 'Screened', detail: 'Passed the phone screen', value: 96 },
  { name: 'Interviewed', detail: 'Met the team on site', value: 34 },
  { name: 'Offered', detail: 'Received an offer', value: 9 },
  { name: 'Hired', detail: 'Accepted and started', value: 7 },
].map((stage) => ({
  value: stage.value,
  // preview-start
  label: (location: 'tooltip' | 'legend' | 'section') => (location === 'tooltip' ? stage.detail : stage.name),
  // preview-end
}));

export default function FunnelLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <FunnelChart
        height={300}
        hideLegend={hideLegend}
        series={[
          {
            data: hiring,
            valueFormatter: (item) => `${item.value} candidates`,
          },
        ]}
      />
    </Stack>
  );
}
