import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// A freelancer's monthly cash flow, in euros: money in is positive, money out negative.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const invoices = [4200, 3800, 5100, 4600, 3900, 5400];
const grants = [0, 1500, 0, 0, 800, 0];
const rent = [-1100, -1100, -1100, -1100, -1100, -1100];
const tools = [-350, -420, -380, -900, -360, -410];

const euros = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} €`);

export default function DivergingStack() {
  const [diverging, setDiverging] = React.useState(true);
  const stackOffset = diverging ? 'diverging' : 'none';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={diverging} onChange={(event) => setDiverging(event.target.checked)} />}
        label={`stackOffset: '${stackOffset}'`}
      />
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 60, valueFormatter: (value: number) => `${value / 1000}k €` }]}
        grid={{ horizontal: true }}
        // preview-start
        series={[
          { label: 'Invoices', data: invoices, stack: 'cash', stackOffset, valueFormatter: euros },
          { label: 'Rent', data: rent, stack: 'cash', valueFormatter: euros },
          { label: 'Grants', data: grants, stack: 'cash', valueFormatter: euros },
          { label: 'Tools', data: tools, stack: 'cash', valueFormatter: euros },
        ]}
        // preview-end
      />
    </Stack>
  );
}
