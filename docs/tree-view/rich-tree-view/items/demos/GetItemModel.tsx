import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Recipe = TreeViewBaseItem<{
  id: string;
  label: string;
  minutes?: number;
  vegetarian?: boolean;
}>;

const recipes: Recipe[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone', minutes: 50, vegetarian: true },
      { id: 'pho', label: 'Beef pho', minutes: 180, vegetarian: false },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'flan', label: 'Flan', minutes: 70, vegetarian: true },
      { id: 'crumble', label: 'Apple crumble', minutes: 45, vegetarian: true },
    ],
  },
];

export default function GetItemModel() {
  // preview-start
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<string>('Click a recipe.');

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    // `getItem` returns the object you passed in `items`, extra fields included.
    const recipe = apiRef.current?.getItem(itemId) as Recipe | undefined;
    const parentId = apiRef.current?.getParentId(itemId) ?? null;
    if (recipe) {
      const { id, label, minutes, vegetarian } = recipe;
      setDetails(JSON.stringify({ id, label, minutes, vegetarian, parentId }, null, 2));
    }
  };
  // preview-end

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 240 }}>
      {/* On a phone the two parts stack: each gets a fixed height and scrolls. */}
      <Box sx={{ minWidth: 220, height: { xs: 150, sm: 'auto' }, overflowY: 'auto', flexShrink: 0 }}>
        <RichTreeView
          aria-label="Recipes"
          apiRef={apiRef}
          items={recipes}
          defaultExpandedItems={['soups', 'desserts']}
          onItemClick={handleItemClick}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        dir="ltr"
        tabIndex={0}
        sx={{
          m: 0,
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-wrap',
          maxHeight: { xs: 150, sm: 'none' },
          overflowY: 'auto',
        }}
      >
        {details}
      </Typography>
    </Stack>
  );
}
