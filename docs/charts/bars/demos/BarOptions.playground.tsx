import type { PlaygroundSpec } from '@/playground/types';
import { BarChart } from '@mui/x-charts/BarChart';

// A bookshop's sales per quarter, in thousands of books.
const spec: PlaygroundSpec = {
  component: BarChart,
  componentName: 'BarChart',
  imports: ["import { BarChart } from '@mui/x-charts/BarChart';"],
  props: {
    height: 280,
    xAxis: [{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }],
    series: [
      { label: 'Fiction', data: [12, 15, 11, 19] },
      { label: 'Non-fiction', data: [8, 9, 10, 14] },
    ],
  },
  ranges: { borderRadius: { min: 0, max: 16 } },
};

export default spec;
