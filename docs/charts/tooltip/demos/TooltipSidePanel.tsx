import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { days, orders, returns } from './shop';

// preview-start
// Reads the hovered day from the chart state; no floating tooltip is rendered.
function HoveredDayPanel() {
  const axes = useAxesTooltip();
  const hovered = axes?.[0];
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 170 }} role="status">
      {hovered ? (
        <React.Fragment>
          <Typography variant="subtitle2" dir="ltr">
            {hovered.axisFormattedValue}
          </Typography>
          {hovered.seriesItems.map((item) => (
            <Typography key={item.seriesId} variant="body2" dir="ltr">
              {item.formattedLabel}: {item.formattedValue}
            </Typography>
          ))}
        </React.Fragment>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Hover the chart to see a day.
        </Typography>
      )}
    </Paper>
  );
}
// preview-end

export default function TooltipSidePanel() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric' }),
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[
        { type: 'line', label: 'Orders', data: orders },
        { type: 'line', label: 'Returns', data: returns },
      ]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <ChartsSurface style={{ flex: 1, minWidth: 0 }}>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
        <HoveredDayPanel />
      </Stack>
    </ChartDataProvider>
  );
}
