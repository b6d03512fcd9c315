import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { projectFiles } from './projectFiles';

interface LabelWithEditButtonProps {
  children: React.ReactNode;
  className?: string;
  // Set by the tree on the label slot of every item.
  editable?: boolean;
  // Passed by CustomTreeItem below.
  onEditClick?: () => void;
}

function LabelWithEditButton({ children, editable, onEditClick, ...other }: LabelWithEditButtonProps) {
  return (
    <TreeItemLabel
      {...other}
      editable={Boolean(editable)}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      {children}
      {editable && (
        <IconButton
          size="small"
          aria-label={typeof children === 'string' ? `Rename ${children}` : 'Rename'}
          // Keyboard users press Enter on the item instead: keep the button out of the tab order.
          tabIndex={-1}
          onClick={(event) => {
            // Do not let the click select or expand the item.
            event.stopPropagation();
            onEditClick?.();
          }}
          sx={{ p: 0.25 }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </TreeItemLabel>
  );
}

// preview-start
const CustomTreeItem = React.forwardRef(function CustomTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithEditButton }}
      slotProps={{
        label: { onEditClick: interactions.toggleItemEditing } as LabelWithEditButtonProps,
      }}
    />
  );
});
// preview-end

export default function EditButton() {
  return (
    <Box sx={{ minWidth: 260, maxHeight: 320, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        defaultExpandedItems={['src']}
        isItemEditable={(item) => !item.locked}
        slots={{ item: CustomTreeItem }}
      />
    </Box>
  );
}
