import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, heating, formatKwh } from './energy';

export default function ChartMargin() {
  const [margin, setMargin] = React.useState(20);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 280, px: 1 }}>
        <Typography id="chart-margin" variant="body2">
          margin: {margin}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={60}
          value={margin}
          onChange={(_, value) => setMargin(value)}
          aria-labelledby="chart-margin"
        />
      </Box>
      <BarChart
        height={300}
        // preview-start
        margin={margin}
        // preview-end
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Heating (kWh)', width: 50 }]}
        series={[{ label: 'Heating', data: heating, valueFormatter: formatKwh }]}
        hideLegend
        sx={(theme) => ({ outline: `1px dashed ${(theme.vars || theme).palette.divider}` })}
      />
    </Stack>
  );
}
