import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { departments, type Department } from './departments';

interface DepartmentItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

// preview-start
const DepartmentItem = React.forwardRef(function DepartmentItem(
  props: DepartmentItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
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
    ...(id ? { id } : {}),
  });
  const department = useTreeItemModel<Department>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
            {department ? initials(department.lead) : null}
          </Avatar>
          <TreeItemLabel {...getLabelProps()}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {label}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {department?.lead} · {department?.headcount} people
            </Typography>
          </TreeItemLabel>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function TwoLineItem() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={departments}
        defaultExpandedItems={['engineering']}
        slots={{ item: DepartmentItem }}
      />
    </Box>
  );
}
