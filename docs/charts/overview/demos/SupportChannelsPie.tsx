import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of support tickets by the channel they arrived through.
const channels = [
  { id: 'email', label: 'Email', value: 412 },
  { id: 'chat', label: 'Live chat', value: 298 },
  { id: 'phone', label: 'Phone', value: 131 },
  { id: 'forum', label: 'Community forum', value: 87 },
];

export default function SupportChannelsPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: channels,
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          highlightScope: { fade: 'global', highlight: 'item' },
          valueFormatter: (item) => `${item.value} tickets`,
        },
      ]}
    />
  );
}
