import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { PIE_CHART_PRO_PLUGINS, type PieChartProPluginSignatures } from '@mui/x-charts-pro/PieChartPro';
import { PiePlot } from '@mui/x-charts-pro/PieChart';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts-pro/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts-pro/ChartsWrapper';
import { ChartsToolbarPro } from '@mui/x-charts-pro/ChartsToolbarPro';

// Where a household's electricity went last year, in kilowatt-hours.
const electricityUse = [
  { id: 'heating', label: 'Heating', value: 2150 },
  { id: 'water', label: 'Hot water', value: 980 },
  { id: 'appliances', label: 'Appliances', value: 1240 },
  { id: 'lighting', label: 'Lighting', value: 410 },
  { id: 'cooking', label: 'Cooking', value: 520 },
];

export default function ComposedPiePro() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      <ChartDataProviderPro<'pie', PieChartProPluginSignatures>
        plugins={PIE_CHART_PRO_PLUGINS}
        height={240}
        series={[
          {
            type: 'pie',
            data: electricityUse,
            innerRadius: 50,
            valueFormatter: (item) => `${item.value} kWh`,
          },
        ]}
      >
        <ChartsWrapper legendDirection="vertical">
          <ChartsToolbarPro />
          <ChartsLegend direction="vertical" />
          <ChartsSurface>
            <PiePlot />
          </ChartsSurface>
          <ChartsTooltip trigger="item" />
        </ChartsWrapper>
      </ChartDataProviderPro>
      {/* preview-end */}
    </Box>
  );
}
