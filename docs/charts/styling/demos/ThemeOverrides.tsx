import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { months, heating, hotWater, formatKwh } from './energy';

export default function ThemeOverrides() {
  const outerTheme = useTheme();
  // preview-start
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiChartsGrid: {
            styleOverrides: { line: { strokeDasharray: '2 4' } },
          },
          MuiChartsLegend: {
            styleOverrides: {
              root: { [`& .${legendClasses.mark}`]: { borderRadius: '50%' } },
            },
          },
          MuiBarChart: {
            defaultProps: { grid: { horizontal: true }, borderRadius: 4 },
          },
        },
      }),
    [outerTheme],
  );
  // preview-end

  return (
    <ThemeProvider theme={theme}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 50 }]}
        series={[
          { label: 'Heating', data: heating, valueFormatter: formatKwh },
          { label: 'Hot water', data: hotWater, valueFormatter: formatKwh },
        ]}
      />
    </ThemeProvider>
  );
}
