import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelLabelOptions } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

type TextAnchor = NonNullable<FunnelLabelOptions['textAnchor']>;
type Baseline = NonNullable<FunnelLabelOptions['dominantBaseline']>;

export default function SectionLabelAlignment() {
  const [textAnchor, setTextAnchor] = React.useState<TextAnchor>('start');
  const [dominantBaseline, setDominantBaseline] = React.useState<Baseline>('central');
  const [offset, setOffset] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="label-anchor">textAnchor</InputLabel>
          <Select
            labelId="label-anchor"
            label="textAnchor"
            value={textAnchor}
            onChange={(event) => setTextAnchor(event.target.value)}
          >
            <MenuItem value="start">start</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="end">end</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="label-baseline">dominantBaseline</InputLabel>
          <Select
            labelId="label-baseline"
            label="dominantBaseline"
            value={dominantBaseline}
            onChange={(event) => setDominantBaseline(event.target.value)}
          >
            {['auto', 'baseline', 'hanging', 'middle', 'central'].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Stack sx={{ minWidth: 160 }}>
          <Typography id="label-offset" variant="body2">
            offset.y: {offset} px
          </Typography>
          <Slider
            size="small"
            aria-labelledby="label-offset"
            value={offset}
            min={-20}
            max={20}
            onChange={(_, value) => setOffset(value)}
          />
        </Stack>
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
            sectionLabel: {
              position: { vertical: 'middle', horizontal: 'center' },
              textAnchor,
              dominantBaseline,
              offset: { y: offset },
            },
            // preview-end
          },
        ]}
      />
    </Stack>
  );
}
