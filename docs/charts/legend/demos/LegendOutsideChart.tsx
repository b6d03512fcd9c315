import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

export default function LegendOutsideChart() {
  return (
    // preview-start
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ width: 40 }]}
      series={[
        { type: 'bar', label: 'Coffee', data: coffee, valueFormatter: formatItems },
        { type: 'bar', label: 'Tea', data: tea, valueFormatter: formatItems },
        { type: 'bar', label: 'Pastries', data: pastries, valueFormatter: formatItems },
      ]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 160 }}>
          <Typography variant="subtitle2" component="p">
            Sold this week
          </Typography>
          <ChartsLegend direction="vertical" />
        </Paper>
        <ChartsSurface style={{ flex: 1, minWidth: 0 }}>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
    // preview-end
  );
}
