import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Where each recipe sits: the ids of its ancestors, from the root down.
const recipes: Record<string, { label: string; ancestors: string[] }> = {
  'mains-pasta-carbonara': { label: 'Carbonara', ancestors: ['mains', 'mains-pasta'] },
  'mains-curry-dal': { label: 'Red lentil dal', ancestors: ['mains', 'mains-curry'] },
  'desserts-tarte': { label: 'Lemon tart', ancestors: ['desserts'] },
};

export default function RevealAndFocusItem() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const pendingFocus = React.useRef<string | null>(null);

  // preview-start
  const revealAndFocus = (itemId: string) => {
    pendingFocus.current = itemId;
    // 1. Expand every ancestor, so the item gets rendered.
    setExpandedItems((previous) => [...new Set([...previous, ...(recipes[itemId]?.ancestors ?? [])])]);
  };

  // 2. The tree renders the newly expanded children after this effect runs,
  //    so wait for the next frame before focusing.
  React.useEffect(() => {
    const itemId = pendingFocus.current;
    if (!itemId) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(null, itemId);
      pendingFocus.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, expandedItems]);
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {Object.entries(recipes).map(([itemId, recipe]) => (
          <Button key={itemId} size="small" variant="outlined" onClick={() => revealAndFocus(itemId)}>
            Go to {recipe.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Recipe book"
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="mains" label="Main courses">
            <TreeItem itemId="mains-pasta" label="Pasta">
              <TreeItem itemId="mains-pasta-carbonara" label="Carbonara" />
              <TreeItem itemId="mains-pasta-pesto" label="Trofie with pesto" />
            </TreeItem>
            <TreeItem itemId="mains-curry" label="Curries">
              <TreeItem itemId="mains-curry-dal" label="Red lentil dal" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="desserts" label="Desserts">
            <TreeItem itemId="desserts-tarte" label="Lemon tart" />
            <TreeItem itemId="desserts-crumble" label="Apple crumble" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
