import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { drinks, weekdays } from './cafe';

export default function ControlledHighlight() {
  // preview-start
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({
    seriesId: 'coffee',
  });
  // preview-end
  const drink = drinks.find((item) => item.id === highlightedItem?.seriesId);
  const day = highlightedItem?.dataIndex === undefined ? undefined : weekdays[highlightedItem.dataIndex];
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_event, value: string | null) => setHighlightedItem(value === null ? null : { seriesId: value })}
        aria-label="Highlighted drink"
      >
        {drinks.map((item) => (
          <ToggleButton key={item.id} value={item.id}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ label: 'Drinks sold', width: 60 }]}
        series={drinks.map((item) => ({
          ...item,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        // preview-start
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        // preview-end
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        highlightedItem:{' '}
        {highlightedItem
          ? `{ seriesId: '${highlightedItem.seriesId}'${day ? `, dataIndex: ${highlightedItem.dataIndex} }` : ' }'} (${drink?.label ?? ''}${day ? ` on ${day}` : ''})`
          : 'null'}
      </Typography>
    </Box>
  );
}
