import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { days, orders } from './shop';

// A flat daily target, drawn as a reference but left out of the tooltip.
const target = days.map(() => 60);

export default function HideTooltipParts() {
  const [hideHeader, setHideHeader] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideHeader} onChange={(e) => setHideHeader(e.target.checked)} />}
        label="hideTooltip on the x-axis"
      />
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
            // preview-start
            hideTooltip: hideHeader,
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Orders', width: 50 }]}
        series={[
          { label: 'Orders', data: orders, valueFormatter: (v) => `${v} orders` },
          {
            label: 'Daily target',
            data: target,
            showMark: false,
            color: '#9e9e9e',
            // preview-start
            valueFormatter: () => null,
            // preview-end
          },
        ]}
      />
    </Stack>
  );
}
