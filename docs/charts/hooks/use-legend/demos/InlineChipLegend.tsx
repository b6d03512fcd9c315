import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLegend } from '@mui/x-charts/hooks';

// Kilometres run per week by three members of a running club.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// preview-start
// Rendered in the chart's `legend` slot, so it reads the legend items of that chart.
function ChipLegend() {
  const { items } = useLegend();
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Chip
            size="small"
            variant="outlined"
            label={item.label}
            icon={
              <svg width="10" height="10" aria-hidden>
                <circle cx="5" cy="5" r="5" fill={item.color} />
              </svg>
            }
          />
        </li>
      ))}
    </Stack>
  );
}
// preview-end

export default function InlineChipLegend() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 40, label: 'km' }]}
      series={[
        { label: 'Amira', data: [18, 22, 25, 21, 28, 30, 26, 34] },
        { label: 'Jonas', data: [12, 15, 14, 18, 17, 21, 24, 22] },
        { label: 'Mei', data: [25, 24, 27, 29, 31, 28, 33, 35] },
      ]}
      slots={{ legend: ChipLegend }}
    />
  );
}
