import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsWrapper } from '@mui/x-charts-pro/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts-pro/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import { BarPlot } from '@mui/x-charts-pro/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts-pro/LineChart';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { months, shop, online, thousandEuros } from './sales';

const total = shop.map((value, index) => Math.round((value + (online[index] ?? 0)) * 10) / 10);

export default function ExportComposedChart() {
  const apiRef = useChartProApiRef<'composition'>();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => apiRef.current?.exportAsImage()}>
        Download PNG
      </Button>
      {/* preview-start */}
      <ChartDataProviderPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'revenue', width: 60 }]}
        series={[
          { type: 'bar', data: online, label: 'Online', valueFormatter: thousandEuros },
          { type: 'line', data: total, label: 'All channels', valueFormatter: thousandEuros },
        ]}
      >
        {/* The wrapper is the element that gets exported, legend included. */}
        <ChartsWrapper sx={{ width: '100%' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="revenue" label="Revenue (€ thousands)" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartDataProviderPro>
      {/* preview-end */}
    </Stack>
  );
}
