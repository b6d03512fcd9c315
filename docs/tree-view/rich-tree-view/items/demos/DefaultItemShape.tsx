import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const chapters: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part I: Getting started',
    children: [
      { id: 'ch-1', label: '1. Why gardens fail' },
      { id: 'ch-2', label: '2. Reading your soil' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: Planting',
    children: [
      { id: 'ch-3', label: '3. Seeds or seedlings' },
      {
        id: 'ch-4',
        label: '4. The first season',
        children: [
          { id: 'ch-4-1', label: 'Spring' },
          { id: 'ch-4-2', label: 'Summer' },
        ],
      },
    ],
  },
  { id: 'index', label: 'Index' },
];

export default function DefaultItemShape() {
  return (
    <Box sx={{ height: 300, minWidth: 250, overflowY: 'auto' }}>
      <RichTreeView aria-label="Table of contents" items={chapters} defaultExpandedItems={['part-2']} />
    </Box>
  );
}
