import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

// A household's monthly spending (stacked bars) against its budget (a line), in euros.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// preview-start
function SeriesSummary() {
  // All series of the chart, grouped by type: { bar: {...}, line: {...} }.
  const allSeries = useSeries();
  return (
    <Box component="ul" dir="ltr" sx={{ m: 0, pl: 3, typography: 'body2' }}>
      {Object.entries(allSeries).map(([type, group]) => (
        <li key={type}>
          <code>{type}</code>: {group.seriesOrder.length} series ({group.seriesOrder.join(', ')})
          {'stackingGroups' in group && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              in {group.stackingGroups.length} stacking group{group.stackingGroups.length === 1 ? '' : 's'}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
// preview-end

export default function SeriesByType() {
  return (
    <ChartDataProvider
      height={240}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 50 }]}
      series={[
        { type: 'bar', id: 'rent', label: 'Rent', stack: 'spending', data: [950, 950, 950, 950, 950, 950] },
        { type: 'bar', id: 'groceries', label: 'Groceries', stack: 'spending', data: [410, 385, 432, 398, 447, 420] },
        { type: 'bar', id: 'transport', label: 'Transport', stack: 'spending', data: [120, 95, 140, 110, 160, 180] },
        { type: 'line', id: 'budget', label: 'Budget', data: [1550, 1550, 1550, 1500, 1500, 1500] },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <SeriesSummary />
    </ChartDataProvider>
  );
}
