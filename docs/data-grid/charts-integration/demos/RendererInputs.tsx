import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { orchardSchema, type ChartRendererProps } from './orchardCharts';

// preview-start
// A renderer that draws nothing: it prints the props it receives.
function PropsPrinter({ dimensions, values, chartType, configuration }: ChartRendererProps) {
  const datasets = (list: { id: string; label: string; data: unknown[] }[]) =>
    list
      .map((item) => `  { id: '${item.id}', label: '${item.label}', data: ${JSON.stringify(item.data)} }`)
      .join(',\n');
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', height: 190 }}
    >
      {`chartType: '${chartType}'\nconfiguration: ${JSON.stringify(configuration)}\n`}
      {`dimensions: [\n${datasets(dimensions)}\n]\nvalues: [\n${datasets(values)}\n]`}
    </Box>
  );
}
// preview-end

export default function RendererInputs() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            rows={orchards}
            columns={orchardColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: orchardSchema } }}
            showToolbar
            initialState={{
              chartsIntegration: {
                charts: {
                  inputs: { chartType: 'column', dimensions: ['orchard'], values: ['tonnes', 'hectares'] },
                },
              },
            }}
            hideFooter
          />
        </Box>
        <GridChartsRendererProxy id="inputs" renderer={PropsPrinter} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
