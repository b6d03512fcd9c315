import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

const allSeries = [
  { id: 'coffee', label: 'Coffee', data: coffee },
  { id: 'tea', label: 'Tea', data: tea },
  { id: 'pastries', label: 'Pastries', data: pastries },
];

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>(['tea']);

  const toggle = (seriesId: string) =>
    setHidden((prev) => (prev.includes(seriesId) ? prev.filter((id) => id !== seriesId) : [...prev, seriesId]));

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weekdays }]}
      yAxis={[{ label: 'Items sold', width: 50 }]}
      // preview-start
      // A hidden series keeps its legend entry but has no values to draw.
      series={allSeries.map((series) => ({
        ...series,
        data: hidden.includes(series.id) ? series.data.map(() => null) : series.data,
        valueFormatter: formatItems,
      }))}
      slotProps={{
        legend: {
          onItemClick: (event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) =>
            toggle(String(item.seriesId)),
        },
      }}
      sx={hidden.reduce(
        (styles, id) => ({
          ...styles,
          [`& li[data-series="${id}"] .${legendClasses.mark}`]: { opacity: 0.3 },
          [`& li[data-series="${id}"] .${legendClasses.label}`]: {
            textDecoration: 'line-through',
          },
        }),
        {},
      )}
      // preview-end
    />
  );
}
