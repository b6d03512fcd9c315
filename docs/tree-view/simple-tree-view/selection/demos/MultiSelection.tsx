import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        {selected.length} selected:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {selected.length > 0 ? selected.join(', ') : 'none'}
        </Box>
      </Typography>
      <SimpleTreeView
        aria-label="Photo library"
        multiSelect
        defaultExpandedItems={['2025', '2025-lisbon', '2025-garden']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        sx={{ maxHeight: 324, overflowY: 'auto' }}
      >
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="2025-lisbon" label="Lisbon trip">
            <TreeItem itemId="lisbon-tram.jpg" label="tram.jpg" />
            <TreeItem itemId="lisbon-alfama.jpg" label="alfama.jpg" />
            <TreeItem itemId="lisbon-pasteis.jpg" label="pasteis.jpg" />
          </TreeItem>
          <TreeItem itemId="2025-garden" label="Garden">
            <TreeItem itemId="garden-tulips.jpg" label="tulips.jpg" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="2024-wedding" label="Wedding" />
        </TreeItem>
        <TreeItem itemId="screenshots" label="Screenshots" />
      </SimpleTreeView>
    </Box>
  );
}
