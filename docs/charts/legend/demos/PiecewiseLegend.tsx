import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { months, highs, formatCelsius } from './madrid';

type LabelPosition = 'start' | 'end' | 'extremes' | 'inline-start' | 'inline-end';
type MarkType = 'square' | 'circle' | 'line';

export default function PiecewiseLegend() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  const [markType, setMarkType] = React.useState<MarkType>('square');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'extremes', 'inline-start', 'inline-end'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="markType"
          value={markType}
          onChange={(event) => setMarkType(event.target.value as MarkType)}
          sx={{ minWidth: 120 }}
        >
          {['square', 'circle', 'line'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            label: 'Average high (°C)',
            width: 50,
            // preview-start
            colorMap: {
              type: 'piecewise',
              thresholds: [15, 25],
              colors: ['#0288d1', '#7cb342', '#e64a19'],
            },
            // preview-end
          },
        ]}
        series={[{ label: 'Average high', data: highs, valueFormatter: formatCelsius }]}
        // preview-start
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{ legend: { axisDirection: 'y', labelPosition, markType } }}
        // preview-end
      />
    </Stack>
  );
}
