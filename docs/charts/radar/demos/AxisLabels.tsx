import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { RadarAxis, RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

type Orientation = 'horizontal' | 'rotated';
type Anchor = 'auto' | 'start' | 'middle' | 'end';
type Baseline = 'auto' | 'central' | 'hanging';

export default function AxisLabels() {
  const [orientation, setOrientation] = React.useState<Orientation>('horizontal');
  const [anchor, setAnchor] = React.useState<Anchor>('auto');
  const [baseline, setBaseline] = React.useState<Baseline>('auto');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="radar-label-orientation">labelOrientation</InputLabel>
          <Select
            labelId="radar-label-orientation"
            label="labelOrientation"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value)}
          >
            <MenuItem value="horizontal">horizontal</MenuItem>
            <MenuItem value="rotated">rotated</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="radar-text-anchor">textAnchor</InputLabel>
          <Select
            labelId="radar-text-anchor"
            label="textAnchor"
            value={anchor}
            onChange={(event) => setAnchor(event.target.value)}
          >
            <MenuItem value="auto">not set</MenuItem>
            <MenuItem value="start">start</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="end">end</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="radar-dominant-baseline">dominantBaseline</InputLabel>
          <Select
            labelId="radar-dominant-baseline"
            label="dominantBaseline"
            value={baseline}
            onChange={(event) => setBaseline(event.target.value)}
          >
            <MenuItem value="auto">not set</MenuItem>
            <MenuItem value="central">central</MenuItem>
            <MenuItem value="hanging">hanging</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <RadarChart
        height={300}
        divisions={10}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.slice(0, 1).map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
          fillArea: true,
        }))}
      >
        {/* preview-start */}
        <RadarAxis
          metric="Acidity"
          divisions={5}
          labelOrientation={orientation}
          {...(anchor === 'auto' ? {} : { textAnchor: anchor })}
          {...(baseline === 'auto' ? {} : { dominantBaseline: baseline })}
        />
        {/* A second axis, drawn along a fixed angle rather than a metric's spoke. */}
        <RadarAxis metric="Bitterness" angle={150} divisions={2} />
        {/* preview-end */}
      </RadarChart>
    </Box>
  );
}
