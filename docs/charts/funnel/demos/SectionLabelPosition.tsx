import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function SectionLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="label-vertical">vertical</InputLabel>
          <Select
            labelId="label-vertical"
            label="vertical"
            value={vertical}
            onChange={(event) => setVertical(event.target.value)}
          >
            <MenuItem value="top">top</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="bottom">bottom</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="label-horizontal">horizontal</InputLabel>
          <Select
            labelId="label-horizontal"
            label="horizontal"
            value={horizontal}
            onChange={(event) => setHorizontal(event.target.value)}
          >
            <MenuItem value="start">start</MenuItem>
            <MenuItem value="center">center</MenuItem>
            <MenuItem value="end">end</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <FunnelChart
        height={300}
        hideLegend
        gap={4}
        series={[
          {
            data: shopFunnel,
            variant: 'outlined',
            // preview-start
            sectionLabel: { position: { vertical, horizontal } },
            // preview-end
          },
        ]}
      />
    </Stack>
  );
}
