import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { getKind, outline, partIds } from './bookOutline';

// The appendix always closes the book: neither it nor its chapters can be dragged.
const isItemReorderable = (itemId: string) => itemId !== 'appendix' && !['glossary', 'suppliers'].includes(itemId);

// Parts keep their place: only chapters can be dragged.
const isChapter = (itemId: string) => getKind(itemId) === 'chapter';

export default function ReorderableItems() {
  const [reordering, setReordering] = React.useState(true);
  const [chaptersOnly, setChaptersOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={reordering} onChange={(event) => setReordering(event.target.checked)} />}
          label="itemsReordering"
        />
        <FormControlLabel
          control={<Switch checked={chaptersOnly} onChange={(event) => setChaptersOnly(event.target.checked)} />}
          label="Only chapters move"
        />
      </Stack>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Book outline"
          items={outline}
          defaultExpandedItems={partIds}
          itemsReordering={reordering}
          // preview-start
          isItemReorderable={chaptersOnly ? isChapter : isItemReorderable}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
