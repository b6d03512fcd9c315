import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A bakery's sales in March, in euros: by category, then by product.
const categories = [
  {
    id: 'bread',
    label: 'Bread',
    products: [
      { id: 'sourdough', label: 'Sourdough', value: 3100 },
      { id: 'baguette', label: 'Baguette', value: 2200 },
      { id: 'rye', label: 'Rye loaf', value: 1300 },
    ],
  },
  {
    id: 'pastry',
    label: 'Pastry',
    products: [
      { id: 'croissant', label: 'Croissant', value: 2600 },
      { id: 'cinnamon', label: 'Cinnamon roll', value: 1900 },
      { id: 'danish', label: 'Danish', value: 800 },
    ],
  },
  {
    id: 'cakes',
    label: 'Cakes',
    products: [
      { id: 'cheesecake', label: 'Cheesecake', value: 1400 },
      { id: 'carrot', label: 'Carrot cake', value: 1100 },
    ],
  },
];

const totals = categories.map((category) => ({
  id: category.id,
  label: category.label,
  value: category.products.reduce((sum, product) => sum + product.value, 0),
}));

const euros = (item: { value: number }) => `€${item.value.toLocaleString('en-US')}`;

export default function DrillDownPie() {
  const [selected, setSelected] = React.useState(0);
  const category = categories[selected] ?? categories[0]!;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          By category (click a slice)
        </Typography>
        {/* preview-start */}
        <PieChart
          height={220}
          hideLegend
          onItemClick={(event, { dataIndex }) => setSelected(dataIndex)}
          highlightedItem={{ seriesId: 'categories', dataIndex: selected }}
          series={[
            {
              id: 'categories',
              data: totals,
              innerRadius: 40,
              arcLabel: 'label',
              valueFormatter: euros,
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 6 },
            },
          ]}
        />
        {/* preview-end */}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" role="status">
          {category.label} by product
        </Typography>
        <PieChart height={220} series={[{ id: 'products', data: category.products, valueFormatter: euros }]} />
      </Box>
    </Stack>
  );
}
