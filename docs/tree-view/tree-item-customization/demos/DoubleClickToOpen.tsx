import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { projectFiles } from './projectFiles';

// preview-start
const DesktopStyleItem = React.forwardRef(function DesktopStyleItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true; // the tree would also toggle expansion here
    interactions.handleSelection(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: { onClick: handleClick, onDoubleClick: interactions.handleExpansion },
      }}
    />
  );
});
// preview-end

export default function DoubleClickToOpen() {
  return (
    <RichTreeView
      aria-label="Project files"
      items={projectFiles}
      multiSelect
      slots={{ item: DesktopStyleItem }}
      sx={{ width: '100%', maxWidth: 340, height: 280, overflow: 'auto' }}
    />
  );
}
