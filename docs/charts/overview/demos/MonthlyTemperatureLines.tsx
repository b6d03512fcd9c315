import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Approximate average daily maximum temperatures, in °C.
const lisbon = [15, 16, 19, 20, 22, 26, 28, 29, 27, 23, 18, 15];
const oslo = [0, 1, 5, 10, 16, 20, 22, 21, 16, 9, 4, 1];

const formatCelsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function MonthlyTemperatureLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Average high (°C)' }]}
      series={[
        { label: 'Lisbon', data: lisbon, curve: 'monotoneX', valueFormatter: formatCelsius },
        { label: 'Oslo', data: oslo, curve: 'monotoneX', valueFormatter: formatCelsius },
      ]}
    />
  );
}
