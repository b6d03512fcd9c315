import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { formatVisits, slots, visits, weekdays } from './visits';

type MapType = 'continuous' | 'piecewise';

export default function ColorMapHeatmap() {
  const [mapType, setMapType] = React.useState<MapType>('piecewise');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mapType}
        onChange={(_event, value: MapType | null) => value && setMapType(value)}
        aria-label="Colour map type"
      >
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={320}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: slots, width: 45 }]}
        series={[{ data: visits, valueFormatter: formatVisits }]}
        // preview-start
        zAxis={[
          {
            colorMap:
              mapType === 'continuous'
                ? { type: 'continuous', min: 0, max: 80, color: ['#fff3e0', '#bf360c'] }
                : {
                    type: 'piecewise',
                    thresholds: [25, 45, 60],
                    colors: ['#e3f2fd', '#90caf9', '#1e88e5', '#0d47a1'],
                  },
          },
        ]}
        // preview-end
      />
    </Box>
  );
}
