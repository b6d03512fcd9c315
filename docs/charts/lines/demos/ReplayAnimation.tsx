import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Two fixed versions of a shop's monthly returns (%), to switch between.
const versions: number[][] = [
  [4.2, 3.8, 5.1, 4.6, 3.9, 3.4],
  [2.9, 4.4, 3.6, 5.3, 4.8, 5.9],
];

export default function ReplayAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [version, setVersion] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setVersion((v) => 1 - v)}>
          Switch data
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 7, label: 'Returned orders (%)' }]}
        series={[{ label: 'Returns', data: versions[version] ?? [], area: true }]}
      />
    </Stack>
  );
}
