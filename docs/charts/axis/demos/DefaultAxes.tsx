import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const croissantsSold = [48, 52, 45, 60, 74, 112, 95];

export default function DefaultAxes() {
  return (
    <BarChart height={300} xAxis={[{ data: weekdays }]} series={[{ data: croissantsSold, label: 'Croissants sold' }]} />
  );
}
