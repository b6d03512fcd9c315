import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { mailFolders, unreadCounts } from './mailFolders';

// preview-start
// A wrapper around TreeItem: it keeps every prop and the ref the tree passes,
// and only adds a bold label to folders with unread mail.
const UnreadItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function UnreadItem(props, ref) {
  const hasUnread = Boolean(unreadCounts[props.itemId]);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        ...props.slotProps,
        label: { style: { fontWeight: hasUnread ? 700 : undefined } },
      }}
    />
  );
});
// preview-end

export default function TreeItemSlot() {
  return (
    <Box sx={{ minWidth: 240, maxHeight: 300, overflow: 'auto' }}>
      <RichTreeView items={mailFolders} defaultExpandedItems={['inbox']} slots={{ item: UnreadItem }} />
    </Box>
  );
}
