import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { catalog } from './catalog';

// preview-start
const CategoryItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderLeft: '3px solid transparent',
    borderRadius: 0,
    '&:hover': {
      backgroundColor: (theme.vars || theme).palette.action.hover,
    },
    '&[data-selected]': {
      borderLeftColor: (theme.vars || theme).palette.primary.main,
      backgroundColor: (theme.vars || theme).palette.action.selected,
    },
    '&[data-focused]': {
      outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
      outlineOffset: -2,
    },
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: (theme.vars || theme).palette.primary.main,
  },
  // An expanded parent item gets a bolder label.
  [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.label}`]: {
    fontWeight: theme.typography.fontWeightMedium,
  },
}));
// preview-end

export default function StyledItem() {
  return (
    <Box sx={{ minWidth: 260, height: 300, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalog}
        defaultExpandedItems={['outdoor', 'kitchen']}
        slots={{ item: CategoryItem }}
      />
    </Box>
  );
}
