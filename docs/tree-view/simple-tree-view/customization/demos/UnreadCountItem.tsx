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

interface FolderItemProps
  extends Omit<UseTreeItemParameters, 'rootRef' | 'id'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus' | 'id'> {
  unread?: number;
  ref?: React.Ref<HTMLLIElement>;
}

// preview-start
function FolderItem(props: FolderItemProps) {
  const { itemId, label, disabled = false, children, unread = 0, ref, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({
    itemId,
    label,
    disabled,
    children,
    rootRef: ref ?? null,
  });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {unread > 0 ? (
            <Chip size="small" label={`${unread} new`} color={status.selected ? 'primary' : 'default'} />
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
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
