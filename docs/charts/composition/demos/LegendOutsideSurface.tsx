import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const cups = (value: number | null) => (value === null ? '' : `${value} cups`);

type Vertical = 'top' | 'bottom';

export default function LegendOutsideSurface() {
  const [vertical, setVertical] = React.useState<Vertical>('bottom');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="legend-place-label" variant="body2">
          Legend
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="legend-place-label"
          size="small"
          exclusive
          value={vertical}
          onChange={(_, value: Vertical | null) => value && setVertical(value)}
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <ChartDataProvider
        height={260}
        colors={['#1565c0', '#ef6c00', '#2e7d32']}
        xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
        yAxis={[{ id: 'cups', width: 50 }]}
        series={[
          { type: 'bar', data: [5400, 6100, 5800, 6900], label: 'Coffee', valueFormatter: cups },
          { type: 'bar', data: [2100, 1700, 1500, 2600], label: 'Tea', valueFormatter: cups },
          { type: 'bar', data: [900, 1600, 2300, 800], label: 'Iced drinks', valueFormatter: cups },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical, horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis axisId="quarters" />
            <ChartsYAxis axisId="cups" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartDataProvider>
      {/* preview-end */}
    </Stack>
  );
}
