import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { RendererType } from '@mui/x-charts/ScatterChart';
import { trips } from './trips';

export default function RendererScatter() {
  const [renderer, setRenderer] = React.useState<RendererType>('svg-batch');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={renderer}
        onChange={(_event, value: RendererType | null) => value && setRenderer(value)}
        aria-label="Renderer"
      >
        <ToggleButton value="svg-single">svg-single</ToggleButton>
        <ToggleButton value="svg-batch">svg-batch</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        renderer={renderer}
        xAxis={[{ label: 'Distance (km)' }]}
        yAxis={[{ label: 'Fare (€)', width: 50 }]}
        series={[
          {
            label: '3,000 taxi trips',
            data: trips,
            markerSize: 2,
            valueFormatter: (point) => point && `${point.x} km, €${point.y.toFixed(2)}`,
          },
        ]}
      />
    </Box>
  );
}
