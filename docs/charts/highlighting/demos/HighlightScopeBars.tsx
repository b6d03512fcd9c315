import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';
import { drinks, weekdays } from './cafe';

export default function HighlightScopeBars() {
  const [highlightOption, setHighlightOption] = React.useState<HighlightOptions>('item');
  const [fadeOption, setFadeOption] = React.useState<FadeOptions>('global');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography id="scope-highlight-label" variant="body2">
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={highlightOption}
            onChange={(_event, value: HighlightOptions | null) => value && setHighlightOption(value)}
            aria-labelledby="scope-highlight-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography id="scope-fade-label" variant="body2">
            fade
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={fadeOption}
            onChange={(_event, value: FadeOptions | null) => value && setFadeOption(value)}
            aria-labelledby="scope-fade-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
            <ToggleButton value="global">global</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ label: 'Drinks sold', width: 60 }]}
        // preview-start
        series={drinks.map((drink) => ({ ...drink, highlightScope: { highlight: highlightOption, fade: fadeOption } }))}
        // preview-end
      />
    </Box>
  );
}
