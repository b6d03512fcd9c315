import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { FadeOptions } from '@mui/x-charts-pro/context';
import { formatVisits, slots, visits, weekdays } from './visits';

export default function HighlightHeatmap() {
  const [fade, setFade] = React.useState<FadeOptions>('global');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={fade}
        onChange={(_event, value: FadeOptions | null) => value && setFade(value)}
        aria-label="Fade scope"
      >
        <ToggleButton value="none">fade: none</ToggleButton>
        <ToggleButton value="global">fade: global</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={320}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: slots, width: 45 }]}
        series={[
          {
            data: visits,
            valueFormatter: formatVisits,
            // preview-start
            highlightScope: { highlight: 'item', fade },
            // preview-end
          },
        ]}
        // preview-start
        sx={{
          [`& .${heatmapClasses.highlighted}`]: { stroke: 'currentColor', strokeWidth: 2, color: 'text.primary' },
          [`& .${heatmapClasses.faded}`]: { opacity: 0.4 },
        }}
        // preview-end
      />
    </Box>
  );
}
