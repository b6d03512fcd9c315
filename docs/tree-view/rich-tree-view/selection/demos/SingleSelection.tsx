import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function SingleSelection() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        Selected item:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {selected ?? 'none'}
        </Box>
      </Typography>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        defaultExpandedItems={['clothing']}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        sx={{ maxHeight: 300, overflowY: 'auto' }}
      />
    </Box>
  );
}
