import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// preview-start
const OutlineTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
    // State attributes set by the tree: data-selected, data-focused, data-expanded, data-disabled.
    '&[data-selected]': {
      backgroundColor: alpha(theme.palette.primary.main, 0.12),
      boxShadow: `inset 3px 0 0 ${(theme.vars || theme).palette.primary.main}`,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: (theme.vars || theme).palette.text.secondary,
  },
  // A guide line down the children of each expanded item.
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    borderLeft: `1px dashed ${(theme.vars || theme).palette.divider}`,
  },
}));
// preview-end

export default function StyledTreeItemClasses() {
  return (
    <Box sx={{ minWidth: 250, maxHeight: 330, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Handbook"
        defaultExpandedItems={['onboarding', 'onboarding-week-1']}
        defaultSelectedItems="onboarding-week-1-laptop"
      >
        <OutlineTreeItem itemId="onboarding" label="Onboarding">
          <OutlineTreeItem itemId="onboarding-week-1" label="First week">
            <OutlineTreeItem itemId="onboarding-week-1-laptop" label="Set up your laptop" />
            <OutlineTreeItem itemId="onboarding-week-1-buddy" label="Meet your buddy" />
          </OutlineTreeItem>
          <OutlineTreeItem itemId="onboarding-month-1" label="First month" />
        </OutlineTreeItem>
        <OutlineTreeItem itemId="leave" label="Holidays and leave" />
      </SimpleTreeView>
    </Box>
  );
}
