import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HighlightItemData } from '@mui/x-charts-pro/context';
import { formatVisits, slots, visits, weekdays } from './visits';

// The busiest cell of the week, highlighted when the demo loads.
const busiest = visits.reduce((best, cell, index) => (cell[2] > (visits[best]?.[2] ?? 0) ? index : best), 0);

export default function ControlledHeatmap() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({
    seriesId: 'visits',
    dataIndex: busiest,
  });
  const cell = highlightedItem?.dataIndex === undefined ? undefined : visits[highlightedItem.dataIndex];
  return (
    <Box sx={{ width: '100%' }}>
      <Heatmap
        height={320}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: slots, width: 45 }]}
        series={[
          {
            id: 'visits',
            data: visits,
            valueFormatter: formatVisits,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // preview-start
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        // preview-end
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {cell
          ? `dataIndex ${highlightedItem?.dataIndex}: ${weekdays[cell[0]]} ${slots[cell[1]]}, ${cell[2]} visits`
          : 'Nothing highlighted'}
      </Typography>
    </Box>
  );
}
