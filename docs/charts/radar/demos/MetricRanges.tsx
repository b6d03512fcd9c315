import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Two cities compared on measures with different units and ranges.
// preview-start
const metrics = [
  { name: 'Sunshine', max: 3000 }, // hours per year
  { name: 'Rent', max: 30 }, // euros per square metre per month
  { name: 'Parks', max: 50 }, // share of the city area, in percent
  { name: 'Commute', max: 60 }, // average minutes one way
  { name: 'Rainy days', min: 50, max: 200 }, // days per year
];

const units: Record<string, string> = {
  Sunshine: 'h/year',
  Rent: '€/m²',
  Parks: '%',
  Commute: 'min',
  'Rainy days': 'days',
};
// preview-end

export default function MetricRanges() {
  return (
    <RadarChart
      height={320}
      radar={{
        metrics,
        labelFormatter: (name, { location }) => (location === 'tooltip' ? `${name} (${units[name]})` : name),
      }}
      series={[
        { label: 'Lisbon', data: [2800, 17, 12, 32, 100], fillArea: true },
        { label: 'Hamburg', data: [1600, 15, 17, 35, 170], fillArea: true },
      ]}
    />
  );
}
