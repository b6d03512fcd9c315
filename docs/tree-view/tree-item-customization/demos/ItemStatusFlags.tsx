import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemStatus } from '@mui/x-tree-view/useTreeItem';

const flags: (keyof UseTreeItemStatus)[] = ['expandable', 'expanded', 'selected', 'focused', 'disabled'];

// preview-start
function StatusChips({ itemId, children }: Pick<TreeItemProps, 'itemId' | 'children'>) {
  const { status } = useTreeItemUtils({ itemId, children });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {flags
        .filter((flag) => status[flag])
        .map((flag) => (
          <Chip key={flag} label={flag} size="small" variant="outlined" />
        ))}
    </Stack>
  );
}

function ChapterItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {props.label}
          <StatusChips itemId={props.itemId}>{props.children}</StatusChips>
        </Box>
      }
    />
  );
}
// preview-end

export default function ItemStatusFlags() {
  return (
    <SimpleTreeView
      aria-label="Book chapters"
      multiSelect
      defaultExpandedItems={['part-1']}
      defaultSelectedItems={['chapter-2']}
      sx={{ width: '100%', maxWidth: 420, height: 230, overflow: 'auto' }}
    >
      <ChapterItem itemId="part-1" label="Part I: Foundations">
        <ChapterItem itemId="chapter-1" label="1. Why trees?" />
        <ChapterItem itemId="chapter-2" label="2. Walking the branches" />
        <ChapterItem itemId="chapter-3" label="3. Draft notes" disabled />
      </ChapterItem>
      <ChapterItem itemId="part-2" label="Part II: Practice">
        <ChapterItem itemId="chapter-4" label="4. A file explorer" />
      </ChapterItem>
    </SimpleTreeView>
  );
}
