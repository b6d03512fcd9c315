import type { PlaygroundSpec } from '@/playground/types';
import { PieChart } from '@mui/x-charts/PieChart';

// Support requests of a week, by channel.
const spec: PlaygroundSpec = {
  component: PieChart,
  componentName: 'PieChart',
  imports: ["import { PieChart } from '@mui/x-charts/PieChart';"],
  props: {
    height: 260,
    series: [
      {
        data: [
          { id: 0, value: 46, label: 'Email' },
          { id: 1, value: 31, label: 'Chat' },
          { id: 2, value: 15, label: 'Phone' },
          { id: 3, value: 8, label: 'Forum' },
        ],
      },
    ],
  },
  initial: { 'series.outerRadius': 100 },
  ranges: {
    'series.innerRadius': { min: 0, max: 90, step: 5 },
    'series.outerRadius': { min: 60, max: 120, step: 5 },
    'series.paddingAngle': { min: 0, max: 10 },
    'series.cornerRadius': { min: 0, max: 20 },
    'series.startAngle': { min: -180, max: 180, step: 10 },
    'series.endAngle': { min: -180, max: 360, step: 10 },
  },
};

export default spec;
