import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cars, formatEuro, formatEuroAxis } from './cars';

const fuels = ['Petrol', 'Diesel', 'Electric'];

export default function OrdinalZAxisScatter() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Age (years)', min: 0, max: 11 }]}
      yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
      // One series; each point's fuel type (its z value) chooses one of three colours.
      zAxis={[
        {
          colorMap: {
            type: 'ordinal',
            values: fuels,
            colors: ['#1976d2', '#8d6e63', '#2e9d5b'],
          },
        },
      ]}
      series={[
        {
          label: 'Listed cars',
          markerSize: 6,
          data: cars.map((car) => ({ x: car.age, y: car.price, z: car.fuel, id: car.id })),
          valueFormatter: (point) => point && `${point.z}, ${point.x} years, ${formatEuro(point.y)}`,
        },
      ]}
    />
  );
}
