import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// 480 answers to "How did you hear about our library's summer reading club?"
const answers = [
  { id: 'school', label: 'At school', value: 168 },
  { id: 'friends', label: 'From friends', value: 121 },
  { id: 'library', label: 'Poster in the library', value: 96 },
  { id: 'social', label: 'Social media', value: 62 },
  { id: 'newspaper', label: 'Local newspaper', value: 21 },
  { id: 'other', label: 'Other', value: 12 },
];

const total = answers.reduce((sum, item) => sum + item.value, 0);
const share = (value: number) => `${((value / total) * 100).toFixed(0)}%`;

export default function SurveyAnswers() {
  return (
    <PieChart
      height={320}
      series={[
        {
          data: answers,
          sortingValues: 'desc',
          arcLabel: (item) => share(item.value),
          arcLabelMinAngle: 18,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value} answers (${share(item.value)})`,
          highlightScope: { highlight: 'item' },
          highlighted: { additionalRadius: 4 },
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
