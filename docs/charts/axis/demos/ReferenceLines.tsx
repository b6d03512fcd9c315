import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

type Align = 'start' | 'middle' | 'end';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Fine particles (PM2.5) measured in a city centre, in µg/m³.
const pm25 = [12, 18, 27, 31, 22, 9, 7];

export default function ReferenceLines() {
  const [labelAlign, setLabelAlign] = React.useState<Align>('end');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={labelAlign}
        onChange={(_event, value: Align | null) => value && setLabelAlign(value)}
        aria-label="Alignment of the reference line label"
      >
        <ToggleButton value="start">start</ToggleButton>
        <ToggleButton value="middle">middle</ToggleButton>
        <ToggleButton value="end">end</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 0, max: 40 }]}
        series={[{ data: pm25, label: 'PM2.5 (µg/m³)' }]}
      >
        <ChartsReferenceLine
          y={15}
          label="Daily guideline: 15 µg/m³"
          labelAlign={labelAlign}
          lineStyle={{ strokeDasharray: '6 4' }}
          labelStyle={{ fontSize: 12 }}
        />
        <ChartsReferenceLine x="Sat" label="Weekend" labelAlign={labelAlign} />
      </LineChart>
    </Stack>
  );
}
