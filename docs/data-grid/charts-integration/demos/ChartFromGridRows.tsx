import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { SimpleBarChart, type ChartsSchema } from './orchardCharts';

const schema: ChartsSchema = {
  column: { label: 'Column', icon: BarChartIcon, customization: [] },
};

export default function ChartFromGridRows() {
  // preview-start
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
            slotProps={{ chartsPanel: { schema } }}
            showToolbar
            initialState={{
              chartsIntegration: {
                charts: {
                  season: { chartType: 'column', dimensions: ['orchard'], values: ['tonnes'] },
                },
              },
            }}
            hideFooter
          />
        </Box>
        <GridChartsRendererProxy id="season" label="Tonnes per orchard" renderer={SimpleBarChart} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
  // preview-end
}
