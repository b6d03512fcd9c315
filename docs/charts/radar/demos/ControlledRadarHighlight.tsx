import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

export default function ControlledRadarHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({
    seriesId: 'brazil',
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_, seriesId: string | null) => setHighlightedItem(seriesId === null ? null : { seriesId })}
        aria-label="Highlighted coffee"
        sx={{ flexWrap: 'wrap' }}
      >
        {coffees.map((coffee) => (
          <ToggleButton key={coffee.id} value={coffee.id}>
            {coffee.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart
        height={300}
        highlight="series"
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
          fillArea: true,
        }))}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
      {/* preview-end */}
    </Box>
  );
}
