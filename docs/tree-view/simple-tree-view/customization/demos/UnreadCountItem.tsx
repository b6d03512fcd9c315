import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import type { UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

type FolderItemProps = Omit<UseTreeItemParameters, 'rootRef' | 'id'> & {
  unread?: number;
  ref?: React.Ref<HTMLLIElement>;
};

// preview-start
function FolderItem({ unread = 0, ref, ...itemProps }: FolderItemProps) {
  // Everything the tree needs (events, ARIA, state) comes from the hook.
  const treeItem = useTreeItem({ ...itemProps, rootRef: ref ?? null });
  const { expandable, selected } = treeItem.status;

  const unreadChip =
    unread > 0 ? (
      <Chip size="small" label={`${unread} new`} color={selected ? 'primary' : 'default'} sx={{ ml: 'auto' }} />
    ) : null;

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps()}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
            <TreeItemLabel {...treeItem.getLabelProps()} />
            {unreadChip}
          </Box>
        </TreeItemContent>
        {expandable ? <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}
// preview-end

export default function UnreadCountItem() {
  return (
    <Box sx={{ minWidth: 250, maxHeight: 300, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['inbox']}>
        <FolderItem itemId="inbox" label="Inbox" unread={12}>
          <FolderItem itemId="inbox-orders" label="Orders" unread={3} />
          <FolderItem itemId="inbox-suppliers" label="Suppliers" unread={9} />
          <FolderItem itemId="inbox-archive" label="Archive" />
        </FolderItem>
        <FolderItem itemId="drafts" label="Drafts" unread={1} />
        <FolderItem itemId="sent" label="Sent" />
      </SimpleTreeView>
    </Box>
  );
}
