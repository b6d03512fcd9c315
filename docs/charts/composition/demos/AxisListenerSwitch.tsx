import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { cafeWeek, euros } from './cafe';

export default function AxisListenerSwitch() {
  const [disableAxisListener, setDisableAxisListener] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={disableAxisListener} onChange={(event) => setDisableAxisListener(event.target.checked)} />
        }
        label="disableAxisListener"
      />
      <ChartContainer
        height={280}
        // preview-start
        disableAxisListener={disableAxisListener}
        // preview-end
        dataset={cafeWeek}
        xAxis={[{ id: 'days', scaleType: 'band', dataKey: 'day' }]}
        yAxis={[{ id: 'money', width: 60 }]}
        series={[{ type: 'bar', dataKey: 'takings', label: 'Takings', valueFormatter: euros }]}
      >
        <BarPlot />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="money" label="Takings (€)" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip trigger="axis" />
      </ChartContainer>
    </Stack>
  );
}
