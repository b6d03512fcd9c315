import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { catalog } from './catalog';

// preview-start
const CountedTreeItem = React.forwardRef(function CountedTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
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
    children,
    disabled: Boolean(disabled),
    rootRef: ref,
    ...(id !== undefined && { id }),
  });

  const childCount = React.Children.count(children);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {childCount > 0 && <Chip size="small" label={childCount} />}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function ItemWithUseTreeItem() {
  return (
    <Box sx={{ minWidth: 260, height: 300, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        defaultExpandedItems={['outdoor']}
        slots={{ item: CountedTreeItem }}
      />
    </Box>
  );
}
