import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { OrchardChart } from './orchardCharts';

const measures = [
  { field: 'tonnes', label: 'Tonnes' },
  { field: 'revenue', label: 'Revenue' },
  { field: 'hectares', label: 'Hectares' },
];

export default function ChartFromYourControls() {
  const apiRef = useGridApiRef();
  const [chartType, setChartType] = React.useState('column');
  const [measure, setMeasure] = React.useState('tonnes');

  // preview-start
  const changeType = (_event: React.MouseEvent, value: string | null) => {
    if (value) {
      setChartType(value);
      apiRef.current?.setChartType('controls', value);
    }
  };
  const changeMeasure = (_event: React.MouseEvent, value: string | null) => {
    if (value) {
      setMeasure(value);
      apiRef.current?.updateChartValuesData('controls', [{ field: value }]);
    }
  };
  // preview-end

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup size="small" exclusive value={chartType} onChange={changeType} aria-label="Chart type">
            <ToggleButton value="column">Column</ToggleButton>
            <ToggleButton value="bar">Bar</ToggleButton>
            <ToggleButton value="pie">Pie</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup size="small" exclusive value={measure} onChange={changeMeasure} aria-label="Measure">
            {measures.map((item) => (
              <ToggleButton key={item.field} value={item.field}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ height: 300 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={orchards}
            columns={orchardColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            initialState={{
              chartsIntegration: {
                charts: {
                  controls: { chartType: 'column', dimensions: ['orchard'], values: ['tonnes'] },
                },
              },
            }}
            hideFooter
          />
        </Box>
        <GridChartsRendererProxy id="controls" label="Orchards" renderer={OrchardChart} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
