import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function FunnelHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="funnel-highlight">highlight</InputLabel>
          <Select
            labelId="funnel-highlight"
            label="highlight"
            value={highlight}
            onChange={(event) => setHighlight(event.target.value)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="funnel-fade">fade</InputLabel>
          <Select labelId="funnel-fade" label="fade" value={fade} onChange={(event) => setFade(event.target.value)}>
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <FunnelChart
        height={280}
        hideLegend
        // preview-start
        series={[{ data: shopFunnel, highlightScope: { highlight, fade } }]}
        // preview-end
      />
    </Stack>
  );
}
