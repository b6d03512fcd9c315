import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

type PermissionItemProps = Omit<TreeItemProps, 'label'> & {
  label: string;
  required?: boolean;
  onBlocked: (label: string) => void;
};

// preview-start
function PermissionItem({ required, onBlocked, ...other }: PermissionItemProps) {
  const handleChange = (event: React.ChangeEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (required && !event.target.checked) {
      // Skip the tree's own handler: the item stays selected.
      event.defaultMuiPrevented = true;
      onBlocked(other.label);
    }
  };
  return <TreeItem {...other} slotProps={{ checkbox: { onChange: handleChange } }} />;
}
// preview-end

export default function RequiredPermissionCheckbox() {
  const [message, setMessage] = React.useState('Untick a permission.');
  const [selected, setSelected] = React.useState<string[]>(['docs-read', 'billing-read']);
  const blocked = (label: string) => setMessage(`"${label}" is required for every member.`);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Member permissions"
        checkboxSelection
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => {
          setSelected(ids);
          setMessage(`${ids.length} permissions granted.`);
        }}
        defaultExpandedItems={['docs', 'billing']}
      >
        <PermissionItem itemId="docs" label="Documents" onBlocked={blocked}>
          <PermissionItem itemId="docs-read" label="Read documents" required onBlocked={blocked} />
          <PermissionItem itemId="docs-edit" label="Edit documents" onBlocked={blocked} />
        </PermissionItem>
        <PermissionItem itemId="billing" label="Billing" onBlocked={blocked}>
          <PermissionItem itemId="billing-read" label="See invoices" required onBlocked={blocked} />
          <PermissionItem itemId="billing-pay" label="Pay invoices" onBlocked={blocked} />
        </PermissionItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
