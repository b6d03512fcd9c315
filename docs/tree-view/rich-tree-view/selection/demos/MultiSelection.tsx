import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

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
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        multiSelect
        defaultExpandedItems={['clothing', 'jackets', 'home']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        sx={{ maxHeight: 324, overflowY: 'auto' }}
      />
    </Box>
  );
}
