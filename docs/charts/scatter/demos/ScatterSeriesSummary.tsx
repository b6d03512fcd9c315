import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { useScatterSeries } from '@mui/x-charts/hooks';
import { cars, formatEuro } from './cars';

// preview-start
// An HTML summary under the chart, computed from the series the chart has processed.
function SeriesSummary() {
  const allSeries = useScatterSeries();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ px: 1 }}>
      {allSeries.map((series) => {
        const prices = series.data.flatMap((point) => (point ? [point.y] : []));
        const average = prices.reduce((sum, price) => sum + price, 0) / (prices.length || 1);
        return (
          <Typography key={series.id} variant="body2" dir="ltr">
            <Box
              component="span"
              sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1 }}
              style={{ backgroundColor: series.color }}
            />
            {typeof series.label === 'string' ? series.label : series.id}: {prices.length} cars, average{' '}
            {formatEuro(Math.round(average))}
          </Typography>
        );
      })}
    </Stack>
  );
}
// preview-end

const fuels = ['Petrol', 'Diesel', 'Electric'] as const;

export default function ScatterSeriesSummary() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ id: 'age', label: 'Age (years)', min: 0, max: 11 }]}
      yAxis={[{ id: 'price', width: 70, valueFormatter: formatEuro }]}
      series={fuels.map((fuel) => ({
        type: 'scatter' as const,
        id: fuel.toLowerCase(),
        label: fuel,
        data: cars.filter((car) => car.fuel === fuel).map((car) => ({ x: car.age, y: car.price, id: car.id })),
      }))}
    >
      <ChartsSurface>
        <ScatterPlot />
        <ChartsXAxis axisId="age" />
        <ChartsYAxis axisId="price" />
      </ChartsSurface>
      <SeriesSummary />
    </ChartDataProvider>
  );
}
