import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'europe-lisbon', label: 'Lisbon' },
      { id: 'europe-prague', label: 'Prague' },
      { id: 'europe-tallinn', label: 'Tallinn' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'asia-seoul', label: 'Seoul' },
      {
        id: 'asia-japan',
        label: 'Japan',
        children: [
          { id: 'asia-japan-kyoto', label: 'Kyoto' },
          { id: 'asia-japan-sapporo', label: 'Sapporo' },
        ],
      },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'americas-montreal', label: 'Montréal' },
      { id: 'americas-oaxaca', label: 'Oaxaca' },
    ],
  },
];

// Every item that has children can be expanded.
function collectParentIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? [item.id, ...collectParentIds(item.children)] : []));
}

const allParentIds = collectParentIds(regions);

export default function ControlledExpansionTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['asia']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setExpandedItems(itemIds);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allParentIds)}
          disabled={expandedItems.length === allParentIds.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="Office locations"
        items={regions}
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      />
    </Box>
  );
}
