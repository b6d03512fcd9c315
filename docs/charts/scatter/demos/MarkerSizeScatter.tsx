import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cars, formatEuro, formatEuroAxis } from './cars';

export default function MarkerSizeScatter() {
  const [markerSize, setMarkerSize] = React.useState(4);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography id="marker-size-label" variant="body2" gutterBottom>
          markerSize: {markerSize}px
        </Typography>
        <Slider
          aria-labelledby="marker-size-label"
          value={markerSize}
          onChange={(_event, value) => setMarkerSize(value)}
          min={2}
          max={12}
          step={1}
          marks
          size="small"
        />
      </Box>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Age (years)', min: 0, max: 11 }]}
        yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
        series={[
          {
            label: 'Listed cars',
            markerSize,
            data: cars.map((car) => ({ x: car.age, y: car.price, id: car.id })),
            valueFormatter: (point) => point && `${point.x} years, ${formatEuro(point.y)}`,
          },
        ]}
      />
    </Box>
  );
}
