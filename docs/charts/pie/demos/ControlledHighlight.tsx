import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { type HighlightItemData } from '@mui/x-charts/context';
import { electricityUse, kwh } from './household';

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({
    seriesId: 'electricity',
    dataIndex: 0,
  });

  const current =
    highlightedItem?.dataIndex === undefined
      ? 'nothing'
      : (electricityUse[highlightedItem.dataIndex]?.label ?? 'nothing');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {electricityUse.map((item, index) => (
          <Button
            key={item.id}
            size="small"
            variant={highlightedItem?.dataIndex === index ? 'contained' : 'outlined'}
            onClick={() => setHighlightedItem({ seriesId: 'electricity', dataIndex: index })}
          >
            {item.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlightedItem(null)}>
          Clear
        </Button>
      </Stack>
      {/* preview-start */}
      <PieChart
        height={240}
        series={[
          {
            id: 'electricity',
            data: electricityUse,
            innerRadius: 45,
            valueFormatter: kwh,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
      {/* preview-end */}
      <Typography variant="body2" dir="ltr">
        Highlighted: {current}
      </Typography>
    </Box>
  );
}
