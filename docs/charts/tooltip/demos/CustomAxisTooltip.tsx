import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { days, orders, returns } from './shop';

// preview-start
function NetOrdersTooltip() {
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, seriesItems } = axes[0]!;
  const ordered = Number(seriesItems.find((item) => item.seriesId === 'orders')?.value ?? 0);
  const returned = Number(seriesItems.find((item) => item.seriesId === 'returns')?.value ?? 0);
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      {seriesItems.map((item) => (
        <Stack key={item.seriesId} direction="row" spacing={1} alignItems="center">
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">
            {item.formattedLabel}: {item.formattedValue}
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
        Kept: {ordered - returned}
      </Typography>
    </Paper>
  );
}
// preview-end

function DailyTooltip() {
  return (
    <ChartsTooltipContainer trigger="axis">
      <NetOrdersTooltip />
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-GB', {
              weekday: context.location === 'tick' ? undefined : 'long',
              day: 'numeric',
              month: context.location === 'tick' ? undefined : 'long',
            }),
        },
      ]}
      yAxis={[{ label: 'Count', width: 50 }]}
      series={[
        { id: 'orders', label: 'Orders', data: orders },
        { id: 'returns', label: 'Returns', data: returns },
      ]}
      slots={{ tooltip: DailyTooltip }}
    />
  );
}
