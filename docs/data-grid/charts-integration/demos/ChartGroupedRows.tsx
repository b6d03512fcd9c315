import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  gridClasses,
  useGridApiRef,
  type GridAggregationModel,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { pickingColumns, pickings } from './orchards';
import { OrchardChart, orchardSchema } from './orchardCharts';

export default function ChartGroupedRows() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['region']);
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ tonnes: 'sum' });

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          {/* preview-start */}
          <DataGridPremium
            apiRef={apiRef}
            rows={pickings}
            columns={pickingColumns}
            rowGroupingModel={rowGroupingModel}
            onRowGroupingModelChange={setRowGroupingModel}
            aggregationModel={aggregationModel}
            onAggregationModelChange={setAggregationModel}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: orchardSchema } }}
            showToolbar
            initialState={{
              columns: { columnVisibilityModel: { region: false } },
              chartsIntegration: {
                charts: {
                  regions: { chartType: 'column', dimensions: ['region'], values: ['tonnes'] },
                },
              },
            }}
            hideFooter
            // The default colour of total cells (primary.dark) is too faint on a dark background.
            sx={{ [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } }}
          />
          {/* preview-end */}
        </Box>
        <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
          {`rowGroupingModel = ${JSON.stringify(rowGroupingModel)}\naggregationModel = ${JSON.stringify(aggregationModel)}`}
        </Box>
        <GridChartsRendererProxy id="regions" label="Tonnes per region" renderer={OrchardChart} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
