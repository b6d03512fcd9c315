import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const matchdays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// League position of a football club after each matchday (1 is the top of the table).
const position = [9, 6, 7, 4, 3, 3, 5, 2, 1, 1];

export default function ReverseAxis() {
  const [reverseY, setReverseY] = React.useState(true);
  const [reverseX, setReverseX] = React.useState(false);

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
          label="Reverse the y-axis"
        />
        <FormControlLabel
          control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
          label="Reverse the x-axis"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: matchdays, label: 'Matchday', reverse: reverseX }]}
        yAxis={[{ min: 1, max: 12, tickInterval: [1, 4, 8, 12], label: 'Position', reverse: reverseY }]}
        series={[{ data: position, label: 'League position', showMark: true }]}
      />
    </Box>
  );
}
