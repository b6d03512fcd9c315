import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart, type BarItem, type BarLabelContext } from '@mui/x-charts/BarChart';

// Average minutes a library's visitors stay, per section.
const sections = ['Children', 'Comics', 'Fiction', 'Study rooms', 'Newspapers', 'Music'];
const minutes = [38, 24, 31, 142, 18, 9];

export default function BarLabelFunction() {
  const [minWidth, setMinWidth] = React.useState(40);

  // preview-start
  const barLabel = (item: BarItem, context: BarLabelContext) => {
    if (item.value === null || context.bar.width < minWidth) {
      return null; // no room: the tooltip still has the value
    }
    return item.value >= 60 ? `${Math.floor(item.value / 60)} h ${item.value % 60} min` : `${item.value} min`;
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: 260, px: 1 }}>
        <Typography id="bar-label-min-width" variant="caption">
          Hide labels on bars shorter than {minWidth} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={120}
          step={10}
          value={minWidth}
          onChange={(_event, value) => setMinWidth(value)}
          aria-labelledby="bar-label-min-width"
        />
      </Box>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sections, width: 90 }]}
        xAxis={[{ label: 'Average stay (minutes)' }]}
        series={[{ data: minutes, valueFormatter: (value) => `${value} min` }]}
        barLabel={barLabel}
      />
    </Stack>
  );
}
