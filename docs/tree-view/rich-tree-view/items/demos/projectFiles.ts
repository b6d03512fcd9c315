import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small web project, in the default shape: `id`, `label` and optional `children`.
export const projectFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Footer.tsx', label: 'Footer.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
      { id: 'src/index.ts', label: 'index.ts' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [
      { id: 'public/favicon.ico', label: 'favicon.ico' },
      { id: 'public/index.html', label: 'index.html' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'README.md', label: 'README.md' },
];
