import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { outline, partIds } from './bookOutline';
import type { OutlineItem } from './bookOutline';
import { moveItem } from './moveItem';
import type { ItemPosition } from './moveItem';

function findPosition(items: OutlineItem[], itemId: string, parentId: string | null = null): ItemPosition | null {
  for (const [index, item] of items.entries()) {
    if (item.id === itemId) {
      return { parentId, index };
    }
    const inChildren = findPosition(item.children ?? [], itemId, item.id);
    if (inChildren) {
      return inChildren;
    }
  }
  return null;
}

function countSiblings(items: OutlineItem[], parentId: string | null): number {
  if (parentId === null) {
    return items.length;
  }
  const parent = items.find((item) => item.id === parentId);
  return parent ? (parent.children?.length ?? 0) : 0;
}

export default function KeyboardMoves() {
  // preview-start
  // The items live in state: drags and buttons both update them.
  const [items, setItems] = React.useState(outline);
  const [selectedItem, setSelectedItem] = React.useState<string | null>('tomatoes');

  const handleItemPositionChange = ({
    oldPosition,
    newPosition,
  }: {
    oldPosition: ItemPosition;
    newPosition: ItemPosition;
  }) => setItems((prev) => moveItem(prev, oldPosition, newPosition));

  const position = selectedItem ? findPosition(items, selectedItem) : null;
  const moveBy = (offset: number) => {
    if (position) {
      setItems((prev) => moveItem(prev, position, { ...position, index: position.index + offset }));
    }
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 460 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" disabled={!position || position.index === 0} onClick={() => moveBy(-1)}>
          Move up
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!position || position.index >= countSiblings(items, position.parentId) - 1}
          onClick={() => moveBy(1)}
        >
          Move down
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {selectedItem ? `Selected: ${selectedItem}` : 'Select an item to move it.'}
      </Typography>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Book outline"
          items={items}
          defaultExpandedItems={partIds}
          itemsReordering
          onItemPositionChange={handleItemPositionChange}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Stack>
  );
}
