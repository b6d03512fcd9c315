import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// A web shop's visits last month: by channel (inner ring) and by source (outer ring).
const channels = [
  { id: 'search', label: 'Search', value: 5200 },
  { id: 'social', label: 'Social', value: 2300 },
  { id: 'direct', label: 'Direct', value: 1500 },
];

// The outer ring lists the sources in the same order, so each sits beside its channel.
const sources = [
  { id: 'google', label: 'Google', value: 4300 },
  { id: 'bing', label: 'Bing', value: 900 },
  { id: 'instagram', label: 'Instagram', value: 1400 },
  { id: 'facebook', label: 'Facebook', value: 900 },
  { id: 'typed', label: 'Typed address', value: 1100 },
  { id: 'bookmark', label: 'Bookmarks', value: 400 },
];

const visits = (item: { value: number }) => `${item.value.toLocaleString('en-US')} visits`;

export default function NestedRings() {
  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'channels',
          data: channels,
          outerRadius: 70,
          valueFormatter: visits,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'sources',
          data: sources,
          innerRadius: 80,
          outerRadius: 125,
          paddingAngle: 1,
          valueFormatter: visits,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      hideLegend
      enableKeyboardNavigation
    />
  );
}
