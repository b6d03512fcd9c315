import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { OrchardChart, orchardSchema } from './orchardCharts';

export default function SeveralChartTypes() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          {/* preview-start */}
          <DataGridPremium
            rows={orchards}
            columns={orchardColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: orchardSchema } }}
            showToolbar
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                charts: {
                  share: { chartType: 'pie', dimensions: ['orchard'], values: ['revenue'] },
                },
              },
            }}
            hideFooter
          />
          {/* preview-end */}
        </Box>
        <GridChartsRendererProxy id="share" label="Revenue per orchard" renderer={OrchardChart} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
