import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Answers to "How satisfied are you with the new timetable?", per bus line.
const lines = ['Line 1', 'Line 4', 'Line 7', 'Line 12', 'Line 20'];
const answers = {
  unhappy: [18, 32, 12, 41, 9],
  neutral: [35, 44, 30, 38, 27],
  happy: [97, 61, 118, 52, 104],
};

const answersFormatter = (value: number | null) => (value === null ? '' : `${value} answers`);

export default function SurveyShares() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: lines, width: 60 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)} %` }]}
      series={[
        {
          label: 'Unhappy',
          data: answers.unhappy,
          stack: 'answers',
          stackOffset: 'expand',
          color: '#e57373',
          valueFormatter: answersFormatter,
        },
        {
          label: 'Neutral',
          data: answers.neutral,
          stack: 'answers',
          color: '#bdbdbd',
          valueFormatter: answersFormatter,
        },
        {
          label: 'Happy',
          data: answers.happy,
          stack: 'answers',
          color: '#4db6ac',
          valueFormatter: answersFormatter,
        },
      ]}
    />
  );
}
