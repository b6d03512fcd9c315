import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { OrchardChart, orchardSchema } from './orchardCharts';

export default function FreezeTheChart() {
  const apiRef = useGridApiRef();
  const [synced, setSynced] = React.useState(true);

  // preview-start
  // The panel's sync button changes the same state: follow it from the event.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('chartSynchronizationStateChange', (params) => {
        setSynced(params.synced);
      }),
    [apiRef],
  );

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    apiRef.current?.setChartSynchronizationState('snapshot', event.target.checked);
  };
  // preview-end

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <FormControlLabel
          control={<Switch checked={synced} onChange={handleChange} />}
          label="The chart follows the grid"
        />
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            apiRef={apiRef}
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
                  snapshot: { chartType: 'column', dimensions: ['orchard'], values: ['tonnes'] },
                },
              },
            }}
            hideFooter
          />
        </Box>
        <GridChartsRendererProxy id="snapshot" label="Tonnes per orchard" renderer={OrchardChart} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
