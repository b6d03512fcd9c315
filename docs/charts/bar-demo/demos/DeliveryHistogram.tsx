import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Delivery times of 240 parcels, counted in one-day bins.
const bins = ['0–1', '1–2', '2–3', '3–4', '4–5', '5–6', '6–7', '7+'];
const parcels = [12, 58, 71, 44, 26, 15, 9, 5];

export default function DeliveryHistogram() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: bins,
          label: 'Delivery time (days)',
          categoryGapRatio: 0.02,
          tickPlacement: 'extremities',
        },
      ]}
      yAxis={[{ label: 'Parcels', width: 50 }]}
      series={[{ data: parcels, valueFormatter: (value) => `${value} parcels` }]}
    />
  );
}
