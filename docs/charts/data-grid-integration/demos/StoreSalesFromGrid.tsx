import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

// A bakery chain's sales for one week, one row per shop.
const rows = [
  { id: 1, shop: 'Harbour Street', city: 'Bristol', loaves: 820, pastries: 1340, cakes: 96 },
  { id: 2, shop: 'Market Square', city: 'Bath', loaves: 640, pastries: 1120, cakes: 124 },
  { id: 3, shop: 'Station Road', city: 'Bristol', loaves: 910, pastries: 980, cakes: 58 },
  { id: 4, shop: 'Abbey Lane', city: 'Wells', loaves: 410, pastries: 760, cakes: 88 },
  { id: 5, shop: 'Riverside', city: 'Bath', loaves: 560, pastries: 1210, cakes: 141 },
];

const columns: GridColDef[] = [
  { field: 'shop', headerName: 'Shop', width: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'loaves', headerName: 'Loaves', type: 'number' },
  { field: 'pastries', headerName: 'Pastries', type: 'number' },
  { field: 'cakes', headerName: 'Cakes', type: 'number' },
];

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

const schema: NonNullable<GridChartsPanelProps['schema']> = {
  column: { label: 'Column', icon: BarChartIcon, customization: [] },
};

// preview-start
// The grid hands the renderer the chosen columns: `dimensions` give the categories, `values` the series.
function SalesBars({ dimensions, values }: RendererProps) {
  const [category] = dimensions;
  if (!category || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        Choose a category and at least one series in the charts panel.
      </Typography>
    );
  }
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: category.data.map(String), label: category.label }]}
      yAxis={[{ width: 50 }]}
      series={values.map((value) => ({ id: value.id, label: value.label, data: value.data }))}
    />
  );
}

export default function StoreSalesFromGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            showToolbar
            hideFooter
            initialState={{
              chartsIntegration: {
                charts: {
                  weekly: { chartType: 'column', dimensions: ['shop'], values: ['loaves', 'pastries'] },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="weekly" label="Sales per shop" renderer={SalesBars} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
// preview-end
