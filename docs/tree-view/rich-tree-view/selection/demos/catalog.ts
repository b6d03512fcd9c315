import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small shop's product categories.
export const catalog: TreeViewBaseItem[] = [
  {
    id: 'clothing',
    label: 'Clothing',
    children: [
      {
        id: 'jackets',
        label: 'Jackets',
        children: [
          { id: 'rain-jackets', label: 'Rain jackets' },
          { id: 'down-jackets', label: 'Down jackets' },
        ],
      },
      { id: 't-shirts', label: 'T-shirts' },
      { id: 'shoes', label: 'Shoes' },
    ],
  },
  {
    id: 'home',
    label: 'Home',
    children: [
      { id: 'cookware', label: 'Cookware' },
      { id: 'lighting', label: 'Lighting' },
    ],
  },
  { id: 'books', label: 'Books' },
];
