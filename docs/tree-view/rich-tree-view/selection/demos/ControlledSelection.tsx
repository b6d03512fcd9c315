import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { catalog } from './catalog';

function collectLeafIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? collectLeafIds(item.children) : [item.id]));
}

const leafIds = collectLeafIds(catalog);

export default function ControlledSelection() {
  // preview-start
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['lighting']);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setSelectedItems(itemIds);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(leafIds)}>
          Every leaf category
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems([])}
          disabled={selectedItems.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['clothing', 'jackets', 'home']}
        sx={{ maxHeight: 324, overflowY: 'auto' }}
      />
    </Box>
  );
}
