import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { cars, formatEuro, formatEuroAxis } from './cars';

export default function VoronoiScatter() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(40);
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const car = highlighted?.dataIndex === undefined ? undefined : cars[highlighted.dataIndex];
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
        <Box sx={{ flex: 1, maxWidth: 300, px: 1 }}>
          <Typography id="voronoi-radius-label" variant="body2">
            voronoiMaxRadius: {radius}px
          </Typography>
          <Slider
            aria-labelledby="voronoi-radius-label"
            value={radius}
            onChange={(_event, value) => setRadius(value)}
            min={5}
            max={100}
            step={5}
            size="small"
            disabled={disableVoronoi}
          />
        </Box>
      </Stack>
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        onHighlightChange={setHighlighted}
        xAxis={[{ label: 'Mileage (thousand km)' }]}
        yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
        series={[
          {
            label: 'Listed cars',
            highlightScope: { highlight: 'item', fade: 'global' },
            data: cars.map((item) => ({ x: item.mileage, y: item.price, id: item.id })),
            valueFormatter: (point) => point && `${point.x}k km, ${formatEuro(point.y)}`,
          },
        ]}
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        Highlighted: {car ? `${car.model}, ${car.mileage}k km, ${formatEuro(car.price)}` : 'none'}
      </Typography>
    </Box>
  );
}
