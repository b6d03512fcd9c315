import type { PlaygroundSpec } from '@/playground/types';
import { Gauge } from '@mui/x-charts/Gauge';

// A battery's charge, in percent.
const spec: PlaygroundSpec = {
  component: Gauge,
  componentName: 'Gauge',
  imports: ["import { Gauge } from '@mui/x-charts/Gauge';"],
  props: { height: 220 },
  initial: { value: 72, valueMax: 100, outerRadius: 100 },
  ranges: {
    value: { min: 0, max: 100 },
    valueMin: { min: 0, max: 50 },
    valueMax: { min: 50, max: 200 },
    startAngle: { min: -180, max: 180, step: 10 },
    endAngle: { min: -180, max: 360, step: 10 },
    innerRadius: { min: 0, max: 100, step: 5 },
    outerRadius: { min: 40, max: 110, step: 5 },
    cornerRadius: { min: 0, max: 20 },
  },
};

export default spec;
