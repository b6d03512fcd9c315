import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItem,
  TreeItemDragAndDropOverlay,
  type TreeItemDragAndDropOverlayProps,
  type TreeItemProps,
} from '@mui/x-tree-view-pro';
import { outline, partIds } from './bookOutline';

const actionText = {
  'make-child': 'Drop inside',
  'reorder-above': 'Drop above',
  'reorder-below': 'Drop below',
  'move-to-parent': 'Drop at the end of the parent',
};

const Hint = styled('span')(({ theme }) => ({
  position: 'absolute',
  pointerEvents: 'none',
  insetInlineEnd: 4,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: '0 6px',
  borderRadius: theme.shape.borderRadius,
  fontSize: theme.typography.caption.fontSize,
  color: (theme.vars || theme).palette.primary.contrastText,
  backgroundColor: (theme.vars || theme).palette.primary.dark,
}));

// preview-start
function LabelledOverlay(props: TreeItemDragAndDropOverlayProps) {
  if (props.action == null) {
    return null;
  }
  // Keep the default line or highlight, and name the action next to it.
  return (
    <React.Fragment>
      <TreeItemDragAndDropOverlay {...props} />
      <Hint>{actionText[props.action]}</Hint>
    </React.Fragment>
  );
}

const ItemWithLabelledOverlay = React.forwardRef(function ItemWithLabelledOverlay(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ dragAndDropOverlay: LabelledOverlay }} />;
});
// preview-end

export default function CustomDropIndicator() {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, height: 320, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Book outline"
        items={outline}
        defaultExpandedItems={partIds}
        itemsReordering
        slots={{ item: ItemWithLabelledOverlay }}
      />
    </Box>
  );
}
