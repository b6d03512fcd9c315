import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import StackedLineChartIcon from '@mui/icons-material/StackedLineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

// Sign-ups to a newsletter per day of one week.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const signUps = [34, 41, 38, 52, 47, 23, 19];
const runningTotal = signUps.map((_, index) => signUps.slice(0, index + 1).reduce((sum, value) => sum + value, 0));

export default function ComposedToolbar() {
  const [cumulative, setCumulative] = React.useState(false);

  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ id: 'days', scaleType: 'point', data: days }]}
      yAxis={[{ id: 'count', width: 50 }]}
      series={[
        {
          type: 'line',
          data: cumulative ? runningTotal : signUps,
          label: cumulative ? 'Sign-ups so far' : 'Sign-ups per day',
        },
      ]}
    >
      <ChartsWrapper>
        {/* preview-start */}
        <Toolbar>
          <Tooltip title="Per day">
            <ToolbarButton
              aria-label="Per day"
              aria-pressed={!cumulative}
              render={<IconButton color={cumulative ? 'default' : 'primary'} />}
              onClick={() => setCumulative(false)}
            >
              <ShowChartIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
          <Tooltip title="Running total">
            <ToolbarButton
              aria-label="Running total"
              aria-pressed={cumulative}
              render={<IconButton color={cumulative ? 'primary' : 'default'} />}
              onClick={() => setCumulative(true)}
            >
              <StackedLineChartIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        </Toolbar>
        {/* preview-end */}
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="count" label="Sign-ups" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
