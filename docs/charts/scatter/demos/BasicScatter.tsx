import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cars, formatEuro, formatEuroAxis } from './cars';

const petrol = cars.filter((car) => car.fuel === 'Petrol');
const diesel = cars.filter((car) => car.fuel === 'Diesel');

export default function BasicScatter() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Mileage (thousand km)' }]}
      yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
      series={[
        {
          label: 'Petrol',
          data: petrol.map((car) => ({ x: car.mileage, y: car.price, id: car.id })),
          valueFormatter: (point) => point && `${point.x}k km, ${formatEuro(point.y)}`,
        },
        {
          label: 'Diesel',
          data: diesel.map((car) => ({ x: car.mileage, y: car.price, id: car.id })),
          valueFormatter: (point) => point && `${point.x}k km, ${formatEuro(point.y)}`,
        },
      ]}
    />
  );
}
