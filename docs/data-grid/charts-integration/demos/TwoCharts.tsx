import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orchardColumns, orchards } from './orchards';
import { OrchardChart, orchardSchema } from './orchardCharts';

const charts = [
  { id: 'volume', label: 'Volume' },
  { id: 'money', label: 'Money' },
];

export default function TwoCharts() {
  const apiRef = useGridApiRef();
  // preview-start
  // Follows the grid: onActiveChartIdChange keeps it up to date.
  const [activeChartId, setActiveChartId] = React.useState('volume');
  // preview-end

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="edited-chart-label">
            The panel edits
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={activeChartId}
            onChange={(_event, value: string | null) => value && apiRef.current?.setActiveChartId(value)}
            aria-labelledby="edited-chart-label"
          >
            {charts.map((chart) => (
              <ToggleButton key={chart.id} value={chart.id}>
                {chart.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ height: 360 }}>
          {/* preview-start */}
          <DataGridPremium
            apiRef={apiRef}
            rows={orchards}
            columns={orchardColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            onActiveChartIdChange={setActiveChartId}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: orchardSchema } }}
            showToolbar
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                activeChartId: 'volume',
                charts: {
                  volume: { chartType: 'column', dimensions: ['orchard'], values: ['tonnes'] },
                  money: { chartType: 'line', dimensions: ['orchard'], values: ['revenue'] },
                },
              },
            }}
            hideFooter
          />
          {/* preview-end */}
        </Box>
        <Stack direction="row" spacing={1}>
          {charts.map((chart) => (
            <Box
              key={chart.id}
              sx={{
                flex: 1,
                minWidth: 0,
                border: 2,
                borderRadius: 1,
                borderColor: chart.id === activeChartId ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="subtitle2" sx={{ px: 1, pt: 0.5 }}>
                {chart.label}
              </Typography>
              <GridChartsRendererProxy id={chart.id} label={chart.label} renderer={OrchardChart} />
            </Box>
          ))}
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
