import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { mailFolders, type MailFolder } from './mailFolders';

// preview-start
function MailFolderItem(props: TreeItemProps) {
  const folder = useTreeItemModel<MailFolder>(props.itemId);
  const unread = folder?.unread ?? 0;
  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flex: 1, fontWeight: unread ? 600 : 400 }}>
            {props.label}
          </Box>
          {unread > 0 && (
            <Chip size="small" color="primary" label={unread > 99 ? '99+' : unread} aria-label={`${unread} unread`} />
          )}
        </Box>
      }
    />
  );
}
// preview-end

export default function UnreadBadgeItem() {
  return (
    <RichTreeView
      aria-label="Mail folders"
      items={mailFolders}
      defaultExpandedItems={['projects']}
      slots={{ item: MailFolderItem }}
      sx={{ width: '100%', maxWidth: 320 }}
    />
  );
}
