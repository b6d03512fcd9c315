import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFiles } from './projectFiles';

type ItemSlotProps = NonNullable<NonNullable<RichTreeViewProps<object, false>['slotProps']>['item']>;

export default function RenameWithF2() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('readme');

  // preview-start
  // F2 on the focused item starts editing, like in most file managers.
  const itemSlotProps = React.useMemo<ItemSlotProps>(
    () =>
      ({ itemId }) => ({
        onKeyDown: (event: React.KeyboardEvent<HTMLLIElement>) => {
          // Key events bubble up through the parent items: only react on the focused one.
          if (event.key === 'F2' && event.target === event.currentTarget) {
            event.preventDefault();
            apiRef.current?.setEditedItem(itemId);
          }
        },
      }),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem === null}
          onClick={() => apiRef.current?.setEditedItem(selectedItem)}
        >
          Rename selected item
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Focus an item and press F2, or select it and use the button.
      </Typography>
      <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project files"
          apiRef={apiRef}
          items={projectFiles}
          defaultExpandedItems={['src']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          isItemEditable={(item) => !item.locked}
          slotProps={{ item: itemSlotProps }}
        />
      </Box>
    </Box>
  );
}
