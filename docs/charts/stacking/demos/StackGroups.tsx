import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Story points completed per sprint by two teams, split by kind of work.
const sprints = ['S21', 'S22', 'S23', 'S24', 'S25'];

export default function StackGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: sprints, label: 'Sprint' }]}
      yAxis={[{ label: 'Story points', width: 50 }]}
      // preview-start
      series={[
        { label: 'Web: features', data: [18, 21, 16, 23, 20], stack: 'web' },
        { label: 'Web: bugs', data: [6, 4, 9, 3, 5], stack: 'web' },
        { label: 'Mobile: features', data: [14, 12, 17, 15, 19], stack: 'mobile' },
        { label: 'Mobile: bugs', data: [8, 10, 5, 7, 4], stack: 'mobile' },
      ]}
      // preview-end
    />
  );
}
