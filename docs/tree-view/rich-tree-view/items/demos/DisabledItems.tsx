import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Category {
  id: string;
  label: string;
  outOfStock?: boolean;
  children?: Category[];
}

const categories: Category[] = [
  {
    id: 'bikes',
    label: 'Bikes',
    children: [
      { id: 'bikes-city', label: 'City bikes' },
      { id: 'bikes-cargo', label: 'Cargo bikes', outOfStock: true },
      { id: 'bikes-kids', label: 'Kids’ bikes' },
    ],
  },
  {
    id: 'winter',
    label: 'Winter gear',
    outOfStock: true,
    children: [
      { id: 'winter-gloves', label: 'Gloves' },
      { id: 'winter-lights', label: 'Lights' },
    ],
  },
  { id: 'repairs', label: 'Repair kits' },
];

const isItemDisabled = (category: Category) => !!category.outOfStock;

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Shop categories"
        items={categories}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['bikes']}
      />
    </Box>
  );
}
