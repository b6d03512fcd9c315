import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

const weeklyTotals: Record<string, number> = {
  coffee: coffee.reduce((a, b) => a + b, 0),
  tea: tea.reduce((a, b) => a + b, 0),
  pastries: pastries.reduce((a, b) => a + b, 0),
};

// preview-start
function LegendWithTotals() {
  const { items } = useLegend();
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 1, gridArea: 'legend' }}
    >
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" spacing={1} alignItems="center">
          <Box sx={{ width: 6, height: 28, borderRadius: 1, bgcolor: item.color }} />
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {weeklyTotals[String(item.seriesId)]} this week
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
// preview-end

export default function CustomLegendUseLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ label: 'Items sold', width: 50 }]}
      series={[
        { id: 'coffee', label: 'Coffee', data: coffee, valueFormatter: formatItems },
        { id: 'tea', label: 'Tea', data: tea, valueFormatter: formatItems },
        { id: 'pastries', label: 'Pastries', data: pastries, valueFormatter: formatItems },
      ]}
      slots={{ legend: LegendWithTotals }}
    />
  );
}
