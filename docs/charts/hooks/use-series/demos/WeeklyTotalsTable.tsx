import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries } from '@mui/x-charts/hooks';

// Cups sold by a café, per drink and weekday.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// preview-start
function WeeklyTotals() {
  // Every bar series of the chart, with its defaults filled in (colour, label...).
  const drinks = useBarSeries();
  return (
    <Table size="small" aria-label="Cups sold this week, per drink">
      <TableHead>
        <TableRow>
          <TableCell>Drink</TableCell>
          <TableCell align="right">Cups this week</TableCell>
          <TableCell>Busiest day</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {drinks.map((drink) => {
          const cups = drink.data.map((value) => value ?? 0);
          const busiest = cups.indexOf(Math.max(...cups));
          const label = typeof drink.label === 'function' ? drink.label('legend') : drink.label;
          return (
            <TableRow key={drink.id}>
              <TableCell>
                <Box
                  component="span"
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: drink.color,
                    mr: 1,
                  }}
                />
                {label}
              </TableCell>
              <TableCell align="right">{cups.reduce((sum, value) => sum + value, 0)}</TableCell>
              <TableCell>{weekdays[busiest]}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
// preview-end

export default function WeeklyTotalsTable() {
  return (
    <ChartDataProvider
      height={240}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ width: 40 }]}
      series={[
        { type: 'bar', id: 'espresso', label: 'Espresso', data: [42, 38, 45, 40, 52, 71, 64] },
        { type: 'bar', id: 'filter', label: 'Filter coffee', data: [30, 28, 31, 27, 35, 44, 39] },
        { type: 'bar', id: 'tea', label: 'Tea', data: [18, 21, 17, 20, 19, 26, 24] },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip />
      <WeeklyTotals />
    </ChartDataProvider>
  );
}
