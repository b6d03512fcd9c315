import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net cash flow of a small shop, in euros: mostly small amounts, two big months, a few losses.
const netCashFlow = [-850, -120, 40, 310, 95, 12500, -2200, 60, 480, -30, 4100, 26000];

const euros = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} €`);

export default function SymlogConstant() {
  const [constant, setConstant] = React.useState(100);

  return (
    <Box>
      <Typography id="symlog-constant-label" gutterBottom>
        constant: {constant}
      </Typography>
      <Slider
        aria-labelledby="symlog-constant-label"
        value={constant}
        onChange={(_event, value) => setConstant(value)}
        min={1}
        max={2000}
        step={1}
        sx={{ maxWidth: 360, mx: 1 }}
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            scaleType: 'symlog',
            constant,
            // The automatic ticks of a symlog scale crowd around zero: list them instead.
            tickInterval: [-1000, -100, 0, 100, 1000, 10000],
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
            width: 60,
          },
        ]}
        series={[{ data: netCashFlow, label: 'Net cash flow', valueFormatter: euros }]}
      />
    </Box>
  );
}
