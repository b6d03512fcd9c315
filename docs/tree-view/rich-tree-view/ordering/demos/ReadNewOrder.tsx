import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { outline, partIds } from './bookOutline';
import type { OutlineItem } from './bookOutline';

export default function ReadNewOrder() {
  const apiRef = useTreeViewApiRef();
  const [tableOfContents, setTableOfContents] = React.useState<string[]>([]);

  // preview-start
  const readOrder = React.useCallback(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Top-level ids (null = the root), then the children of each part, in their new order.
    const labelOf = (itemId: string) => (api.getItem(itemId) as OutlineItem).label;
    const lines = api
      .getItemOrderedChildrenIds(null)
      .flatMap((partId) => [
        labelOf(partId),
        ...api.getItemOrderedChildrenIds(partId).map((chapterId) => `  ${labelOf(chapterId)}`),
      ]);
    setTableOfContents(lines);
  }, [apiRef]);
  // preview-end

  React.useEffect(readOrder, [readOrder]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0, height: { xs: 260, sm: 320 }, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Book outline"
          items={outline}
          defaultExpandedItems={partIds}
          itemsReordering
          onItemPositionChange={readOrder}
        />
      </Box>
      <Box
        role="region"
        aria-label="Table of contents"
        tabIndex={0}
        sx={{ flex: 1, minWidth: 0, maxHeight: { xs: 160, sm: 'none' }, overflow: 'auto' }}
      >
        <Typography variant="subtitle2" component="p">
          Table of contents
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {tableOfContents.join('\n')}
        </Typography>
      </Box>
    </Stack>
  );
}
