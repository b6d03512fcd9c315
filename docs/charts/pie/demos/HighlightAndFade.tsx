import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';
import { type HighlightScope } from '@mui/x-charts/context';
import { electricityUse, kwh } from './household';

type Highlight = NonNullable<HighlightScope['highlight']>;
type Fade = NonNullable<HighlightScope['fade']>;

export default function HighlightAndFade() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <Stack spacing={0.5}>
          <Typography variant="caption" id="pie-highlight-scope">
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={highlight}
            onChange={(_, value: Highlight | null) => value && setHighlight(value)}
            aria-labelledby="pie-highlight-scope"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" id="pie-fade-scope">
            fade
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={fade}
            onChange={(_, value: Fade | null) => value && setFade(value)}
            aria-labelledby="pie-fade-scope"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
            <ToggleButton value="global">global</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <PieChart
        height={260}
        series={[
          {
            data: electricityUse,
            innerRadius: 45,
            outerRadius: 105,
            cornerRadius: 4,
            valueFormatter: kwh,
            // preview-start
            highlightScope: { highlight, fade },
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -8 },
          },
        ]}
        sx={{ [`& .${pieArcClasses.faded}`]: { opacity: 0.15 } }}
        // preview-end
      />
    </Box>
  );
}
