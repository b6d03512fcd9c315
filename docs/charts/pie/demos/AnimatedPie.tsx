import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// A café's sales by drink, one quarter at a time.
type Quarter = { name: string; espresso: number; latte: number; tea: number; chocolate: number };

const quarters: [Quarter, ...Quarter[]] = [
  { name: 'Q1', espresso: 420, latte: 610, tea: 230, chocolate: 310 },
  { name: 'Q2', espresso: 450, latte: 520, tea: 290, chocolate: 140 },
  { name: 'Q3', espresso: 380, latte: 470, tea: 350, chocolate: 90 },
  { name: 'Q4', espresso: 500, latte: 680, tea: 260, chocolate: 420 },
];

export default function AnimatedPie() {
  const [quarter, setQuarter] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const sales = quarters[quarter] ?? quarters[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setQuarter((quarter + 1) % quarters.length)}>
          Next quarter
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        height={260}
        skipAnimation={skipAnimation}
        series={[
          {
            id: 'drinks',
            innerRadius: 50,
            arcLabel: 'value',
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value} cups in ${sales.name}`,
            data: [
              { id: 'espresso', label: 'Espresso', value: sales.espresso },
              { id: 'latte', label: 'Latte', value: sales.latte },
              { id: 'tea', label: 'Tea', value: sales.tea },
              { id: 'chocolate', label: 'Hot chocolate', value: sales.chocolate },
            ],
          },
        ]}
      />
    </Box>
  );
}
