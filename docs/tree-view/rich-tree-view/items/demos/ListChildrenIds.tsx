import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFiles } from './projectFiles';

export default function ListChildrenIds() {
  const apiRef = useTreeViewApiRef();
  const [parentId, setParentId] = React.useState<string | null>(null);
  const [childrenIds, setChildrenIds] = React.useState<string[]>([]);

  // Read the root items once the tree is mounted.
  React.useEffect(() => {
    setChildrenIds(apiRef.current?.getItemOrderedChildrenIds(null) ?? []);
  }, [apiRef]);

  const handleSelection = (event: React.SyntheticEvent | null, itemId: string | null) => {
    setParentId(itemId);
    // `null` asks for the root items.
    setChildrenIds(apiRef.current?.getItemOrderedChildrenIds(itemId) ?? []);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 330 }}>
      {/* On a phone the tree and the printout stack: both get a fixed height and scroll. */}
      <Box sx={{ minWidth: 220, height: { xs: 200, sm: 330 }, overflowY: 'auto', flexShrink: 0 }}>
        <RichTreeView
          aria-label="Project files"
          apiRef={apiRef}
          items={projectFiles}
          defaultExpandedItems={['src']}
          onSelectedItemsChange={handleSelection}
        />
      </Box>
      <Box dir="ltr" tabIndex={0} sx={{ overflowWrap: 'anywhere', maxHeight: { xs: 140, sm: 330 }, overflowY: 'auto' }}>
        <Typography variant="body2" color="text.secondary">
          getItemOrderedChildrenIds({parentId === null ? 'null' : `'${parentId}'`})
        </Typography>
        <Typography variant="body2" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
          {childrenIds.length > 0 ? JSON.stringify(childrenIds, null, 2) : '[] (a leaf item)'}
        </Typography>
      </Box>
    </Stack>
  );
}
