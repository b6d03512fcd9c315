import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, highs, lows, formatCelsius } from './madrid';

type MarkType = 'square' | 'circle' | 'line';

export default function LegendMarkType() {
  const [markType, setMarkType] = React.useState<MarkType>('line');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={markType}
        onChange={(_, value: MarkType | null) => value && setMarkType(value)}
        aria-label="Legend mark type"
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Temperature (°C)', width: 50 }]}
        series={[
          {
            label: 'Average high',
            data: highs,
            valueFormatter: formatCelsius,
            // preview-start
            labelMarkType: markType,
            // preview-end
          },
          {
            label: 'Average low',
            data: lows,
            valueFormatter: formatCelsius,
            labelMarkType: markType,
          },
        ]}
      />
    </Stack>
  );
}
