import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small shop's product categories.
export const catalog: TreeViewBaseItem[] = [
  {
    id: 'outdoor',
    label: 'Outdoor',
    children: [
      {
        id: 'outdoor-camping',
        label: 'Camping',
        children: [
          { id: 'outdoor-camping-tents', label: 'Tents' },
          { id: 'outdoor-camping-stoves', label: 'Stoves' },
        ],
      },
      { id: 'outdoor-cycling', label: 'Cycling' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-knives', label: 'Knives' },
      { id: 'kitchen-pans', label: 'Pans' },
      { id: 'kitchen-storage', label: 'Storage jars' },
    ],
  },
  { id: 'gift-cards', label: 'Gift cards' },
];
