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
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { Department } from './departments';
import { departments } from './departments';

type DepartmentItemProps = {
  itemId: string;
  label?: React.ReactNode;
  children?: React.ReactNode;
};

const leadInitials = (fullName: string) =>
  fullName
    .split(' ')
    .map((word) => word.charAt(0))
    .join('');

// preview-start
function DepartmentItem({ itemId, label, children }: DepartmentItemProps) {
  // One call per item: prop getters for every part, plus the item's status.
  const item = useTreeItem({ itemId, label, children });
  const team = useTreeItemModel<Department>(itemId);

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {team && (
            <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
              {leadInitials(team.lead)}
            </Avatar>
          )}
          <TreeItemLabel {...item.getLabelProps()}>
            <Typography component="div" variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {team && (
              <Typography component="div" variant="caption" color="text.secondary" noWrap>
                Lead: {team.lead} · {team.headcount} people
              </Typography>
            )}
          </TreeItemLabel>
        </TreeItemContent>
        {item.status.expandable && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}
// preview-end

export default function TwoLineItem() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={departments}
        defaultExpandedItems={['engineering']}
        slots={{ item: DepartmentItem }}
        sx={{ height: 340, overflow: 'auto' }}
      />
    </Box>
  );
}
