import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { projectFiles } from './projectFiles';

type ClickEvent = React.MouseEvent & TreeViewCancellableEvent;

// preview-start
function FileManagerItem(props: TreeItemProps) {
  const { handleSelection, handleExpansion } = useTreeItemUtils(props).interactions;

  const contentProps = {
    // A single click only selects: skip the default (select + toggle).
    onClick: (event: ClickEvent) => {
      event.defaultMuiPrevented = true;
      handleSelection(event);
    },
    // A double click opens or closes the folder.
    onDoubleClick: (event: React.MouseEvent) => handleExpansion(event),
  };

  return <TreeItem {...props} slotProps={{ content: contentProps }} />;
}
// preview-end

export default function DoubleClickToOpen() {
  return (
    <RichTreeView
      aria-label="Project files"
      items={projectFiles}
      multiSelect
      slots={{ item: FileManagerItem }}
      sx={{ width: '100%', maxWidth: 340, height: 280, overflow: 'auto' }}
    />
  );
}
