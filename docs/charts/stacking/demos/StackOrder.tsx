import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

// Hours a household's appliances ran per week, over four weeks.
const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];

export default function StackOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('descending');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="stack-order-label">stackOrder</InputLabel>
        <Select
          labelId="stack-order-label"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value)}
        >
          {orders.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ label: 'Hours', width: 50 }]}
        // preview-start
        series={[
          { label: 'Dishwasher', data: [7, 6, 8, 7], stack: 'hours', stackOrder },
          { label: 'Washing machine', data: [5, 6, 4, 5], stack: 'hours' },
          { label: 'Dryer', data: [3, 4, 2, 3], stack: 'hours' },
          { label: 'Oven', data: [9, 8, 10, 11], stack: 'hours' },
        ]}
        // preview-end
      />
    </Stack>
  );
}
