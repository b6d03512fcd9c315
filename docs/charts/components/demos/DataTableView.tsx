import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useSeries, useXAxis } from '@mui/x-charts/hooks';
import { months, lisbon, oslo, celsius } from './temperatures';

// preview-start
function SeriesTable() {
  const { line } = useSeries(); // all series, grouped by type
  const xAxis = useXAxis(); // the default x-axis, with its categories
  if (!line) {
    return null;
  }
  const ids = line.seriesOrder;
  const categories = (xAxis.data ?? []) as string[];

  return (
    <Table size="small" aria-label="Average monthly highs">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Month
          </TableCell>
          {ids.map((id) => (
            <TableCell key={id} component="th" scope="col" align="right">
              {String(line.series[id]?.label ?? id)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category, index) => (
          <TableRow key={category}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {ids.map((id) => (
              <TableCell key={id} align="right">
                {celsius(line.series[id]?.data[index] ?? null)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
// preview-end

export default function DataTableView() {
  const [showTable, setShowTable] = React.useState(false);

  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 50 }]}
      series={[
        { type: 'line', data: lisbon, label: 'Lisbon', valueFormatter: celsius },
        { type: 'line', data: oslo, label: 'Oslo', valueFormatter: celsius },
      ]}
    >
      <Stack spacing={1}>
        <FormControlLabel
          control={<Switch checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
          label="Show the data as a table"
        />
        {showTable ? (
          <SeriesTable />
        ) : (
          <React.Fragment>
            <ChartsLegend />
            <ChartsSurface title="Average monthly highs of Lisbon and Oslo">
              <LinePlot />
              <MarkPlot />
              <ChartsXAxis />
              <ChartsYAxis label="Average high (°C)" />
            </ChartsSurface>
          </React.Fragment>
        )}
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
