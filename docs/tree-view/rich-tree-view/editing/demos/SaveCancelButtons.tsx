import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput, type TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { projectFiles } from './projectFiles';

interface LabelInputWithActionsProps extends TreeItemLabelInputProps {
  className?: string;
  onSave?: (event: React.SyntheticEvent, label: string) => void;
  onCancel?: (event: React.SyntheticEvent) => void;
}

// Keeps the focus in the input: without it, pressing a button blurs the input,
// and a blur saves the label before the click arrives.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

function LabelInputWithActions({ onSave, onCancel, className, ...inputProps }: LabelInputWithActionsProps) {
  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1 }}>
      {/* Spread every prop the tree passes: value, onChange, onKeyDown, onBlur, data-element... */}
      <TreeItemLabelInput {...inputProps} aria-label="Item name" />
      <IconButton
        size="small"
        aria-label="Save name"
        onMouseDown={keepFocus}
        onClick={(event) => {
          event.stopPropagation();
          if (inputProps.value) {
            onSave?.(event, inputProps.value);
          }
        }}
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Cancel renaming"
        onMouseDown={keepFocus}
        onClick={(event) => {
          event.stopPropagation();
          onCancel?.(event);
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
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
      slots={{ labelInput: LabelInputWithActions }}
      slotProps={{
        labelInput: {
          onSave: interactions.handleSaveItemLabel,
          onCancel: interactions.handleCancelItemLabelEditing,
        } as LabelInputWithActionsProps,
      }}
    />
  );
});
// preview-end

export default function SaveCancelButtons() {
  return (
    <Box sx={{ minWidth: 260, maxHeight: 320, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        defaultExpandedItems={['src']}
        isItemEditable
        slots={{ item: CustomTreeItem }}
      />
    </Box>
  );
}
