import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Story points a team completed per sprint.
const sprints = ['S14', 'S15', 'S16', 'S17', 'S18', 'S19'];
const frontend = [21, 18, 25, 23, 27, 24];
const backend = [17, 22, 19, 24, 20, 26];

export default function BorderRadiusBars() {
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: 220, px: 1 }}>
        <Typography id="border-radius-label" variant="caption">
          borderRadius: {borderRadius} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={20}
          value={borderRadius}
          onChange={(_event, value) => setBorderRadius(value)}
          aria-labelledby="border-radius-label"
        />
      </Box>
      <BarChart
        height={300}
        // preview-start
        borderRadius={borderRadius}
        // preview-end
        xAxis={[{ scaleType: 'band', data: sprints, label: 'Sprint' }]}
        yAxis={[{ label: 'Story points', width: 50 }]}
        series={[
          { data: frontend, label: 'Front end', stack: 'points' },
          { data: backend, label: 'Back end', stack: 'points' },
        ]}
      />
    </Stack>
  );
}
