import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A week's forecast: lowest and highest temperature of each day (°C).
const low = [11, 12, 10, 9, 12, 14, 15];
const high = [19, 21, 17, 16, 20, 24, 26];
const spread = high.map((value, i) => value - (low[i] ?? 0));

const celsius = (v: number | null) => (v === null ? '' : `${v} °C`);

export default function TemperatureRangeBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: '°C', min: 0 }]}
      // preview-start
      series={[
        // The low values are the bottom of the stack, drawn without a fill.
        { id: 'low', label: 'Low', data: low, stack: 'range', area: true, valueFormatter: celsius },
        {
          id: 'high',
          label: 'High',
          data: spread,
          stack: 'range',
          area: true,
          // The tooltip shows the real high, not the spread.
          valueFormatter: (v, { dataIndex }) => celsius(v === null ? null : (high[dataIndex] ?? null)),
        },
      ]}
      slotProps={{
        area: (ownerState) => (ownerState.id === 'low' ? { fill: 'transparent' } : { fillOpacity: 0.3 }),
      }}
      // preview-end
    />
  );
}
