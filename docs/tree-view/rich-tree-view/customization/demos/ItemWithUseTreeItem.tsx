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
  const item = useTreeItem({
    itemId,
    label,
    children,
    disabled: Boolean(disabled),
    rootRef: ref,
    ...(id !== undefined && { id }),
  });
  const subcategories = React.Children.count(children);

  const row = (
    <TreeItemContent {...item.getContentProps()}>
      <TreeItemIconContainer {...item.getIconContainerProps()}>
        {/* Picks the expand, collapse or end icon from the tree's slots. */}
        <TreeItemIcon status={item.status} />
      </TreeItemIconContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        <TreeItemLabel {...item.getLabelProps()} />
        {subcategories > 0 ? <Chip size="small" label={subcategories} /> : null}
      </Box>
    </TreeItemContent>
  );

  // The provider, the root and the group carry the tree's roles and state.
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        {row}
        {subcategories > 0 ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
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
