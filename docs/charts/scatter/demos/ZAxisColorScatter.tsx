import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { readings } from './weather';

export default function ZAxisColorScatter() {
  const [mapType, setMapType] = React.useState<'continuous' | 'piecewise'>('continuous');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mapType}
        onChange={(_event, value: 'continuous' | 'piecewise' | null) => value && setMapType(value)}
        aria-label="Colour map type"
      >
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        dataset={readings}
        xAxis={[{ label: 'Daily high (°C)', min: 16, max: 34 }]}
        yAxis={[{ label: 'Ice creams sold', width: 60 }]}
        // preview-start
        // The third value of each point, z (hours of sunshine), picks the colour.
        zAxis={[
          {
            colorMap:
              mapType === 'continuous'
                ? // Blended from grey-blue (3 h) to orange (14 h).
                  { type: 'continuous', min: 3, max: 14, color: ['#5c7c99', '#f08c00'] }
                : // Three buckets: under 7 h, 7 to 11 h, 11 h or more.
                  {
                    type: 'piecewise',
                    thresholds: [7, 11],
                    colors: ['#5c7c99', '#9a8f3a', '#f08c00'],
                  },
          },
        ]}
        // preview-end
        series={[
          {
            label: 'Beach kiosk',
            datasetKeys: { x: 'high', y: 'iceCreams', z: 'sunshine', id: 'day' },
            markerSize: 6,
            valueFormatter: (point) => point && `${point.x} °C, ${point.y} sold, ${point.z} h of sun`,
          },
        ]}
      />
    </Box>
  );
}
