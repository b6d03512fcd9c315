import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { cars, formatEuro, formatEuroAxis } from './cars';

export default function ClickScatter() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const car = clicked ? cars[clicked.dataIndex] : undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        height={300}
        // preview-start
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => setClicked(item)}
        enableKeyboardNavigation
        // Outline the point that has the keyboard focus.
        sx={{ '& circle[data-focused]': { color: 'text.primary', stroke: 'currentColor', strokeWidth: 2 } }}
        // preview-end
        xAxis={[{ label: 'Age (years)', min: 0, max: 11 }]}
        yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
        series={[
          {
            id: 'listings',
            label: 'Listed cars',
            markerSize: 6,
            data: cars.map((item) => ({ x: item.age, y: item.price, id: item.id })),
            valueFormatter: (point) => point && `${point.x} years, ${formatEuro(point.y)}`,
          },
        ]}
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {car
          ? `Clicked ${car.id} (series "${clicked?.seriesId}", index ${clicked?.dataIndex}): ${car.model}, ${car.fuel}, ${car.mileage}k km, ${formatEuro(car.price)}`
          : 'Click a point to open its listing.'}
      </Typography>
    </Box>
  );
}
