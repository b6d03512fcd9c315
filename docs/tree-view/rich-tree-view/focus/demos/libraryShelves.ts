import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A public library's sections, shelves and a few books.
export const libraryShelves: TreeViewBaseItem[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      {
        id: 'fiction-crime',
        label: 'Crime',
        children: [
          { id: 'big-sleep', label: 'The Big Sleep' },
          { id: 'in-the-woods', label: 'In the Woods' },
        ],
      },
      { id: 'fiction-sf', label: 'Science fiction' },
    ],
  },
  {
    id: 'nonfiction',
    label: 'Non-fiction',
    children: [
      { id: 'history', label: 'History' },
      { id: 'cooking', label: 'Cooking' },
    ],
  },
  { id: 'magazines', label: 'Magazines' },
];

export const bookOptions = [
  { id: 'big-sleep', label: 'The Big Sleep' },
  { id: 'in-the-woods', label: 'In the Woods' },
  { id: 'cooking', label: 'Cooking' },
  { id: 'magazines', label: 'Magazines' },
];
