import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Rain in a coastal town, in millimetres per month, against the 30-year normal.
const months = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const rain = [92, 71, 64, 48, 55, 39];
const normal = [84, 66, 70, 52, 49, 44];

const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortNames = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

// preview-start
// Short month names under the bars, full ones in the tooltip.
const formatMonth = (value: string, context: AxisValueFormatterContext) => {
  const date = new Date(`${value}-01T00:00:00Z`);
  return context.location === 'tick' ? shortNames.format(date) : monthNames.format(date);
};

// A short name in the legend, a longer one in the tooltip.
const normalLabel = (location: 'tooltip' | 'legend') =>
  location === 'legend' ? 'Normal' : 'Normal (1991–2020 average)';
// preview-end

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function LabelLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months, valueFormatter: formatMonth }]}
      yAxis={[{ label: 'Rain (mm)', width: 50 }]}
      series={[
        { label: 'Rain', data: rain, valueFormatter: mm },
        { label: normalLabel, data: normal, valueFormatter: mm },
      ]}
    />
  );
}
