import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

export default function LegendItemClick() {
  const [clicked, setClicked] = React.useState<{
    item: SeriesLegendItemContext;
    index: number;
  } | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ label: 'Items sold', width: 50 }]}
        series={[
          { id: 'coffee', label: 'Coffee', data: coffee, valueFormatter: formatItems },
          { id: 'tea', label: 'Tea', data: tea, valueFormatter: formatItems },
          { id: 'pastries', label: 'Pastries', data: pastries, valueFormatter: formatItems },
        ]}
        // preview-start
        slotProps={{
          legend: {
            onItemClick: (event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext, index: number) =>
              setClicked({ item, index }),
          },
        }}
        // preview-end
      />
      <Typography
        variant="body2"
        dir="ltr"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minHeight: '3em' }}
      >
        {clicked ? `index: ${clicked.index}, ${JSON.stringify(clicked.item)}` : 'Click a legend item.'}
      </Typography>
    </Stack>
  );
}
