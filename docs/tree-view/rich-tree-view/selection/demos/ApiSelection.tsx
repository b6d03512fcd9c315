import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { catalog } from './catalog';

// Today's deals, as a server might send them.
const deals = ['rain-jackets', 't-shirts', 'cookware'];

export default function ApiSelection() {
  const apiRef = useTreeViewApiRef();

  // preview-start
  const selectDeals = (event: React.MouseEvent) => {
    deals.forEach((itemId) => {
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      });
    });
  };

  const deselectBooks = (event: React.MouseEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: 'books',
      shouldBeSelected: false,
      keepExistingSelection: true,
    });
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectDeals}>
          Add today&apos;s deals
        </Button>
        <Button size="small" variant="outlined" onClick={deselectBooks}>
          Remove Books
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        apiRef={apiRef}
        multiSelect
        checkboxSelection
        defaultSelectedItems={['books']}
        defaultExpandedItems={['clothing', 'jackets', 'home']}
        sx={{ maxHeight: 324, overflowY: 'auto' }}
      />
    </Box>
  );
}
